"""The worker of `reducer.processes.bindings`, run as a script (it imports nothing of the reducer):
requests come on stdin, each a kind byte and a payload after its length in bytes (8 bytes,
little-endian); a first 1 on stdout says the compiler's Python bindings are loaded. Without
them it exits at once; it exits when its stdin closes.

- `v` (the payload: an MLIR text): one byte, 1 when the text parses and verifies, else 0.
- `p` (a pass pipeline, a NUL, an MLIR text): 1, the length of the text after those passes
  in generic form (8 bytes) and that text, as iree-opt prints it; or 0 when the text does
  not verify or a pass fails (iree-opt is then asked, for its messages).
"""
import sys

# Parses in one context before a fresh one: a context keeps every type and attribute it
# met, and thousands of candidates would keep them all.
FRESH = 500


def main() -> None:
    try:
        from iree.compiler import ir
        from iree.compiler.passmanager import PassManager
    except Exception:
        return
    requests, answers = sys.stdin.buffer, sys.stdout.buffer
    answers.write(b"1")
    answers.flush()
    context, parses = None, 0
    while len(header := requests.read(9)) == 9:
        kind, size = header[:1], int.from_bytes(header[1:], "little")
        payload = requests.read(size).decode(errors="replace")
        if context is None or parses == FRESH:
            context, parses = ir.Context(), 0
            context.allow_unregistered_dialects = True
            context.enable_multithreading(False)
        parses += 1
        pipeline, _, text = payload.partition("\0") if kind == b"p" else ("", "", payload)
        try:
            module = ir.Module.parse(text, context)
            if kind == b"v":
                answer = b"1" if module.operation.verify() else b"0"
            else:
                PassManager.parse(pipeline, context).run(module.operation)
                printed = (module.operation.get_asm(print_generic_op_form=True)
                           + "\n").encode()  # iree-opt ends its output with a newline
                answer = b"1" + len(printed).to_bytes(8, "little") + printed
        except Exception:
            answer = b"0"
        answers.write(answer)
        answers.flush()


if __name__ == "__main__":
    main()
