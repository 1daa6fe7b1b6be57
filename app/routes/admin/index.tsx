export default function AdminIndex() {
  return <main>admin index (to be built)</main>;
}
