export default function AdminDashboard() {
  return <main>admin dashboard (to be built)</main>;
}
