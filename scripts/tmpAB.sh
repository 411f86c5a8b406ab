#!/bin/bash
rounds=$1; shift
for r in $(seq 1 $rounds); do
  for d in "$@"; do
    out=$(BENCH_CONSOLE_DIST=$d BENCH_PEER=0 BENCH_COLDLOAD_RUNS=${RUNS:-8} BENCH_COLDLOAD_TRACED_RUNS=${TRACED:-4} BENCH_COLDLOAD_HEAP_RUNS=1 BENCH_COLDLOAD_SEARCHES=1 timeout 600 npx tsx scripts/bench.ts coldload 2>&1)
    p50=$(echo "$out" | grep "rows painted, p50" | awk '{print $7}')
    p95=$(echo "$out" | grep "rows painted, p95" | awk '{print $7}')
    cpu=$(echo "$out" | grep -A1 "main-thread tasks per cold load (to rows)" | tail -1 | awk '{print $5}')
    task=$(echo "$out" | grep "main-thread tasks per cold load (to rows)" | awk '{print $9}')
    echo "round $r $(basename $d): rows p50 $p50 p95 $p95 | task $task cpu $cpu | load $(cut -d' ' -f1 /proc/loadavg)"
  done
done
