export default function Blogs() {
  return <main>blogs (to be built)</main>;
}
