export default function Blog() {
  return <main>blog (to be built)</main>;
}
