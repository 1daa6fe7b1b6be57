export default function AdminBlogs() {
  return <main>admin blogs (to be built)</main>;
}
