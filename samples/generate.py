"""Generate the model-sized sample inputs in this folder.

Builds a small Llama-style decoder in torch (random, seeded weights), exports it
with iree-turbine, lowers it to IREE input level and then embeds known compiler
failures (from the shared case folder) into the model's entry function.

Only this script needs torch and iree-turbine; the reducer itself does not.

Usage: python samples/generate.py [--out DIR] [--cases DIR] [--no-verify] [--model FILE]

`--model FILE` embeds the cases into FILE, a model already at IREE input level (e.g.
samples/llama_decoder.mlir), instead of exporting the model: no torch needed, and the
torch-level wrong-result samples are left as they are.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path

from case_embedding import embed_case, embed_torch_case, parse_case_func, parse_torch_case_func
from iree_tools import compile_and_classify, count_ops, decompose_attention, lower_to_input

SAMPLES_DIR = Path(__file__).resolve().parent
DEFAULT_CASES_DIR = SAMPLES_DIR.parent / "tests" / "data" / "cases"

CPU_FLAGS = [
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=generic",
]

# The hosts a case is embedded into: the model as it is, or with its attention decomposed
# into linalg ops (Vulkan's codegen fails on the fused attention op: a failure of the host's
# own, earlier than the case's, would stand for the sample's).
MODEL, DECOMPOSED_ATTENTION = "the model", "the model with its attention decomposed"

# (case folder, sample file, feed, host): each sample embeds that case into the
# host; with feed, the case's input is cut out of a model activation instead
# of being an extra argument.
EMBEDDED_CASES = [
    ("bmm_rank4_verifier", "llama_bmm_rank4.mlir", False, MODEL),
    ("i4_matmul_trunc_vector_store", "llama_i4_matmul_trunc.mlir", False, MODEL),
    ("fptosi_bf16_i1_isel", "llama_fptosi_bf16_i1.mlir", True, MODEL),
    ("cpu_divsi_i128_divti3", "llama_divsi_i128.mlir", False, MODEL),
    ("softmax_f8_readlane", "llama_softmax_f8.mlir", False, MODEL),
    ("conv2d_s2_fatptr_segv", "llama_conv2d_s2_fatptr.mlir", False, MODEL),
    ("f4_odd_pack_bytes", "llama_f4_pack_bytes.mlir", False, MODEL),
    ("vk_pack_tile_invocations", "llama_vk_pack_tile.mlir", False, DECOMPOSED_ATTENTION),
    # Crashes that only a stack frame names: two before codegen, one in GPU codegen.
    ("stream_const_i128_sigfpe", "llama_stream_i128.mlir", False, MODEL),
    ("flow_scatter_empty_sigfpe", "llama_scatter_empty.mlir", False, MODEL),
    ("gpu_transpose_map_segv", "llama_transpose_map.mlir", False, MODEL),
]

VMVX_FLAGS = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=vmvx"]
# (sample file, flags): models that compile, then fail when their module runs. Their
# attention's key length is dynamic: on vmvx its dispatch asks the allocator for more than
# it has (RESOURCE_EXHAUSTED at run time); on llvm-cpu, or with static dims, they run.
RUN_FAILURES = [("llama_decoder.mlir", VMVX_FLAGS), ("llama_moe_topk.mlir", VMVX_FLAGS)]

# (case folder, sample file): torch-level wrong-result cases embedded into the exported model.
WRONG_RESULT_CASES = [("topk_pair_wrong_indices", "llama_topk_pair.torch.mlir")]


def case_kind_and_phase(notes: str) -> tuple[str, str]:
    """Kind ("crash" or "diagnostic") and failing phase from a case's notes.md."""
    kind = re.search(r"\*\*Kind:\*\* *(.*)", notes).group(1)
    phase = re.search(r"\*\*Failing phase:\*\* *`([\w-]+)`", notes).group(1)
    # Verifier errors are diagnostics too; only crashes are named as such.
    return ("crash" if kind.startswith("crash") else "diagnostic"), phase


def write_wrong_result_sample(out: Path, torch_model: str, case_dir: Path, file_name: str,
                              verify: bool, failures: list[str]) -> dict:
    """Embed a wrong-result case into the torch-level model; with `verify`, check with the
    reducer's own slice-consistency oracle (compile and run, parameters made up) that the
    sample still computes a wrong value."""
    flags = (case_dir / "cmd").read_text().split()
    case = parse_torch_case_func((case_dir / "min.mlir").read_text())
    sample = out / file_name
    sample.write_text(embed_torch_case(torch_model, case, case_dir.name.split("_")[0] + "_"))
    entry = {"file": file_name, "case": case_dir.name, "flags": flags, "check": "slice",
             "ops": count_ops(sample)}
    if not verify:
        print(f"{file_name}: {entry['ops']} ops")
        return entry
    sys.path.insert(0, str(SAMPLES_DIR.parent))  # the reducer of this checkout, installed or not
    from reducer.oracle.oracle import OracleError
    from reducer.wrong_result.slice import SliceConsistencyOracle

    try:
        found = SliceConsistencyOracle(flags).calibrate(sample.read_text())
        print(f"{file_name}: {entry['ops']} ops, wrong result: {found}")
    except OracleError as e:
        failures.append(f"{file_name} does not compute a wrong value: {e}")
    return entry


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SAMPLES_DIR, help="output folder")
    parser.add_argument("--cases", type=Path, default=DEFAULT_CASES_DIR,
                        help="folder of failure cases")
    parser.add_argument("--no-verify", action="store_true", help="skip the compiler checks")
    parser.add_argument("--model", type=Path, help="an input-level model to embed into "
                                                   "(no export, no torch-level samples)")
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    torch_text, model_file = export(out) if args.model is None else (None, args.model)
    model_text = model_file.read_text()

    hosts = {MODEL: model_text, DECOMPOSED_ATTENTION: decompose_attention(model_file)}
    failures = [] if args.no_verify else unclean_hosts(hosts, args.cases)
    if failures:  # a host's own failure would be reduced instead of the case's
        for failure in failures:
            print(failure, file=sys.stderr)
        return 1

    entries = []
    for case_name, file_name, feed, host in EMBEDDED_CASES:
        case_dir = args.cases / case_name
        flags = (case_dir / "cmd").read_text().split()
        signature = (case_dir / "signature").read_text().strip()
        kind, phase = case_kind_and_phase((case_dir / "notes.md").read_text())
        case = parse_case_func((case_dir / "min.mlir").read_text())
        sample = out / file_name
        sample.write_text(embed_case(hosts[host], case, case_name.split("_")[0] + "_", feed))
        ops = count_ops(sample)
        entries.append(
            {
                "file": file_name,
                "case": case_name,
                "flags": flags,
                "signature": signature,
                "kind": kind,
                "phase": phase,
                "ops": ops,
            }
        )
        if args.no_verify:
            print(f"{file_name}: {ops} ops")
            continue
        got, output, seconds = compile_and_classify(sample, flags)
        found = signature in output
        print(f"{file_name}: {ops} ops, {got} (expected {kind}), "
              f"signature {'found' if found else 'MISSING'}, {seconds:.1f} s")
        if got != kind or not found or ops < 1500:
            failures.append(f"{file_name} does not reproduce {case_name}:\n{output[:2000]}")

    (out / "cases.json").write_text(json.dumps(entries, indent=2) + "\n")
    write_run_failure_samples(out, failures)
    if torch_text is not None:
        write_wrong_result_samples(out, torch_text, args, failures)
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


def unclean_hosts(hosts: dict[str, str], cases: Path) -> list[str]:
    """Why the hosts do not compile cleanly with the flags of the cases embedded into them
    (each host and flags compiled once); none when they all do."""
    failures = []
    checked = {(host, tuple((cases / case_name / "cmd").read_text().split()))
               for case_name, _, _, host in EMBEDDED_CASES}
    for host, flags in sorted(checked):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "host.mlir"
            path.write_text(hosts[host])
            kind, output, seconds = compile_and_classify(path, list(flags))
        print(f"  {host} with {' '.join(flags)}: {kind}, {seconds:.1f} s")
        if kind != "ok":
            errors = [line for line in output.splitlines() if "error" in line] or [output]
            failures.append(f"{host} does not compile cleanly with {' '.join(flags)} ({kind}), "
                            f"so no case can be embedded into it for these flags: "
                            f"{errors[0][:500]}")
    return failures


def export(out: Path) -> tuple[str, Path]:
    """The decoder exported at torch level and lowered to input level, into `out`."""
    from llama import Config, export_torch_mlir  # torch: only to export
    torch_file = out / "llama_decoder.torch.mlir"
    model_file = out / "llama_decoder.mlir"
    torch_text = export_torch_mlir(Config())
    torch_file.write_text(torch_text)
    lower_to_input(torch_file, model_file)
    for path in (torch_file, model_file):
        print(f"{path.name}: {count_ops(path)} ops, {path.stat().st_size} bytes")
    return torch_text, model_file


def write_run_failure_samples(out: Path, failures: list[str]) -> None:
    """run_failures.json: each model of RUN_FAILURES that is in `out`, run once with the
    reducer's inputs and parameters, with the failure's kind and derived signature."""
    from reducer.runtime.execution import Runner
    from reducer.wrong_result.run_failure import KIND_NAMES, failure_of
    entries = []
    for file_name, flags in RUN_FAILURES:
        if not (out / file_name).exists():
            continue
        done = Runner(flags, timeout=600.0).run((out / file_name).read_text())
        found = failure_of(done)
        if found is None:
            failures.append(f"{file_name} does not fail at run time: {done.describe()}")
            continue
        entries.append({"file": file_name, "flags": flags, "kind": KIND_NAMES[found.kind],
                        "signature": found.derived().pattern, "failure": found.line,
                        "ops": count_ops(out / file_name)})
        print(f"{file_name}: {entries[-1]['ops']} ops, {found}")
    (out / "run_failures.json").write_text(json.dumps(entries, indent=2) + "\n")


def write_wrong_result_samples(out: Path, torch_text: str, args: argparse.Namespace,
                               failures: list[str]) -> None:
    from moe import write_sample as write_moe_sample  # torch: only to export
    wrong = [write_wrong_result_sample(out, torch_text, args.cases / case_name,
                                       file_name, not args.no_verify, failures)
             for case_name, file_name in WRONG_RESULT_CASES]
    wrong += write_moe_sample(out, CPU_FLAGS, not args.no_verify, failures)
    (out / "wrong_results.json").write_text(json.dumps(wrong, indent=2) + "\n")


if __name__ == "__main__":
    sys.exit(main())
