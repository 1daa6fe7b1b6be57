export default function Home() {
  return <main>home (to be built)</main>;
}
