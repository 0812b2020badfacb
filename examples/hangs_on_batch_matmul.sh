#!/bin/sh
# A stand-in for a compiler that hangs: iree-compile, except that it never ends on a program
# ($1) that holds a linalg.batch_matmul. `reduce --compiler examples/hangs_on_batch_matmul.sh
# --oracle timeout` reduces samples/llama_bmm_rank4.mlir to the ops that make it hang.
if grep -q linalg.batch_matmul "$1"; then
    sleep 600
fi
exec iree-compile "$@"
