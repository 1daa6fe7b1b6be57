export default function OurServices() {
  return <main>our-services (to be built)</main>;
}
