/**
 * A source of client addresses no other test used, so that limits counted per address never carry from one test to
 * the next: 10.<block>.<n>.<m>, with the second number in this file's own range of blocks (`firstBlock` and the
 * `blocks` after it), kept apart from other files' ranges.
 */
export function freshAddresses(firstBlock: number, blocks: number): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `10.${firstBlock + (Math.floor(count / 250) % blocks)}.${count % 250}.${(Date.now() % 200) + 1}`;
  };
}
