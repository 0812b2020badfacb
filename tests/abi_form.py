"""The compiler's input form with its ABI wrapper, as tests write it: `@main$async` holds the
work, and the synchronous stub `@main` calls it with fences, as `--compile-to=input` prints
a function of one buffer view."""

HEAD = """
util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence)
    -> !hal.buffer_view attributes {inlining_policy = #util.inline.never,
                                    iree.abi.model = "coarse-fences", iree.abi.stub} {
"""
STUB = """}
util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view
    attributes {iree.abi.stub} {
  %0 = util.null : !hal.fence
  %c0 = arith.constant 0 : index
  %device = hal.devices.get %c0 : !hal.device
  %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %1 = util.call @main$async(%arg0, %0, %fence)
      : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
  %c-1 = arith.constant -1 : i32
  %2 = hal.fence.await until([%fence]) timeout_millis(%c-1) flags("None") : i32
  util.return %1 : !hal.buffer_view
}"""


def in_abi_form(body: str) -> str:
    """`body`, the ops of `@main$async` up to its util.return, in that form."""
    return HEAD + body + STUB
