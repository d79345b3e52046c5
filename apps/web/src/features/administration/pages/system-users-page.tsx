/** Filled in by the administration screens. */
export default function Page() {
  return null;
}
