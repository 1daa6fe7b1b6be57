export default function AdminBlog() {
  return <main>admin blog (to be built)</main>;
}
