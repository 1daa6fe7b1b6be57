export default function WhyChooseUs() {
  return <main>why-choose-us (to be built)</main>;
}
