#!/bin/sh
# An interestingness test for `reduce --test` (C-Reduce style): exit 0 when the candidate $1
# still makes iree-compile reject the rank-4 linalg.batch_matmul of samples/llama_bmm_rank4.mlir.
iree-compile "$1" --iree-hal-target-device=hip --iree-rocm-target=gfx942 -o /dev/null 2>&1 |
    grep -q "'linalg.batch_matmul' op expected operand #0 rank (4)"
