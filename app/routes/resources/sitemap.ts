export function loader() {
  return new Response("to be built", { status: 501 });
}
