export default function AboutMe() {
  return <main>about-me (to be built)</main>;
}
