export default function AdminMedia() {
  return <main>admin media (to be built)</main>;
}
