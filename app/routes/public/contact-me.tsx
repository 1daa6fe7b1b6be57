export default function ContactMe() {
  return <main>contact-me (to be built)</main>;
}
