export default function BookAnAppointment() {
  return <main>book-an-appointment (to be built)</main>;
}
