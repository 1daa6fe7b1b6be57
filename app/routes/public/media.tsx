export default function Media() {
  return <main>media (to be built)</main>;
}
