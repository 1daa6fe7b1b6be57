export default function NotFound() {
  return <main>not-found (to be built)</main>;
}
