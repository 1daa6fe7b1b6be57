export default function AdminContacts() {
  return <main>admin contacts (to be built)</main>;
}
