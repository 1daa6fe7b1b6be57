export default function AdminComments() {
  return <main>admin comments (to be built)</main>;
}
