"""Small torch-level programs with the topk pair of topk_pair_wrong_indices inside, and the
flags that compile them for the CPU: shared by the wrong-result and resume tests."""
from __future__ import annotations

CPU = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
       "--iree-llvmcpu-target-cpu=generic"]
VMVX = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=vmvx"]
T = "!torch.vtensor<[6,8],f32>"
IDX = "!torch.vtensor<[6,2],si64>"


def model(layers: int, topk: bool = True) -> str:
    """A torch-level "model": `layers` blocks of mul/tanh/sin over a 6x8 activation, with the
    topk pair of topk_pair_wrong_indices fed from the middle block (as a model's sampling
    head would be); returns the last activation and, with `topk`, both topk indices."""
    lines = [f"func.func @main(%x: {T}, %y: {T}) -> ({T}" + (f", {IDX}, {IDX}" if topk else "")
             + ") {",
             "  %k = torch.constant.int 2", "  %dim = torch.constant.int -1",
             "  %true = torch.constant.bool true"]
    h = "%x"
    for i in range(layers):
        lines += [f"  %a{i} = torch.aten.mul.Tensor {h}, %y : {T}, {T} -> {T}",
                  f"  %b{i} = torch.aten.tanh %a{i} : {T} -> {T}",
                  f"  %c{i} = torch.aten.sin %b{i} : {T} -> {T}"]
        h = f"%c{i}"
        if topk and i == layers // 2:
            topk_type = f"{T}, !torch.int, !torch.int, !torch.bool, !torch.bool -> " \
                        f"!torch.vtensor<[6,2],f32>, {IDX}"
            lines += [f"  %v0, %i0 = torch.aten.topk {h}, %k, %dim, %true, %true : {topk_type}",
                      f"  %s = torch.aten.tanh %a{i} : {T} -> {T}",
                      f"  %v1, %i1 = torch.aten.topk %s, %k, %dim, %true, %true : {topk_type}"]
    results = f"{h}, %i0, %i1 : {T}, {IDX}, {IDX}" if topk else f"{h} : {T}"
    return "\n".join(lines + [f"  return {results}", "}"]) + "\n"
