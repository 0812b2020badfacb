"""How a search judges the candidates of a program lifted from a failing executable."""
from __future__ import annotations

from reducer.pipeline.search import _Computing

SHELL = '''"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    "func.return"(%arg0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
'''
COMPUTING = SHELL.replace('''    "func.return"(%arg0)''', '''    %0 = "arith.negf"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0)''')


class Judge:
    """Says yes to every text, and remembers the texts it was asked about."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def __call__(self, text: str) -> bool:
        self.asked.append(text)
        return True

    def cancel(self) -> None: ...

    def discard(self, texts) -> None: ...


def test_a_candidate_that_computes_nothing_is_rejected_without_a_compile() -> None:
    """Functions and returns alone make no executable to fail in: rejected, the judge (the
    compile) never asked; a candidate with an op that computes is the judge's to decide."""
    judge = Judge()
    computing = _Computing(judge)  # type: ignore[arg-type]
    assert not computing(SHELL)
    assert computing(COMPUTING)
    assert judge.asked == [COMPUTING]
