"""The verifier worker of `reducer.ir.verifier`, run as a script (it imports nothing of the
reducer): MLIR texts come on stdin, each after its length in bytes (8 bytes, little-endian);
each is answered on stdout with one byte, 1 when it parses and verifies with the compiler's
Python bindings, 0 when it does not. A first 1 says the bindings are loaded. Without them it
exits at once; it exits when its stdin closes."""
import sys

# Parses in one context before a fresh one: a context keeps every type and attribute it
# met, and thousands of candidates would keep them all.
FRESH = 500


def main() -> None:
    try:
        from iree.compiler import ir
    except Exception:
        return
    requests, answers = sys.stdin.buffer, sys.stdout.buffer
    answers.write(b"1")
    answers.flush()
    context, parses = None, 0
    while len(header := requests.read(8)) == 8:
        text = requests.read(int.from_bytes(header, "little")).decode(errors="replace")
        if context is None or parses == FRESH:
            context, parses = ir.Context(), 0
            context.allow_unregistered_dialects = True
        parses += 1
        try:
            valid = ir.Module.parse(text, context).operation.verify()
        except Exception:
            valid = False
        answers.write(b"1" if valid else b"0")
        answers.flush()


if __name__ == "__main__":
    main()
