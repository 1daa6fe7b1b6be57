export default function AdminLogout() {
  return <main>admin logout (to be built)</main>;
}
