#!/usr/bin/env python3
"""The original generator's power-dot rule (placePowerDots, as the project's notes on
the original describe it) re-modelled on boards from uuboard's JSON: the same graphs,
the original's placement. Reads JSON Lines on stdin (uuboard ... -o boards.jsonl);
prints the dots per node and how many nodes have 1, 2, 3 ... dots.

  uuboard --seed figures --count 300 --players 4 --expansions all -q -o b.jsonl
  python3 tools/original_power_dots.py < b.jsonl
"""
import json, math, random, sys, collections

def dots_for(board, rng):
    players = board['options']['players']
    lo, hi = 1 + players // 4, 2 + players // 4
    w, h = board['board']['width'], board['board']['height']
    nbrs = collections.defaultdict(list)
    for e in board['edges']:
        nbrs[e['a']].append(e['b']); nbrs[e['b']].append(e['a'])
    nodes = board['nodes']
    inward = {'left': 0.0, 'right': math.pi, 'top': math.pi / 2, 'bottom': -math.pi / 2}
    counts = []
    order = list(range(len(nodes)))
    rng.shuffle(order)
    for v in order:
        n = nodes[v]
        if n['role'] == 'center': count = 1
        elif n['type'] == 'Village Ruins': count = 4
        else:
            count = lo + int(rng.random() * (hi - lo + 1))
            if n['type'] == 'Chameleon': count += 2
        angles = [math.atan2(nodes[u]['y'] - n['y'], nodes[u]['x'] - n['x']) % (2 * math.pi) for u in nbrs[v]]
        if n['on_border']:
            sides = n['border_sides']
            a = sum(inward[s] for s in sides) / len(sides)
            k = len(sides)
            angles += [(a - math.pi / (k + 1)) % (2 * math.pi), (a + math.pi / (k + 1)) % (2 * math.pi)]
        placed = 0
        for _ in range(count):
            angles.sort()
            m = len(angles)
            start = int(rng.random() * m)
            for step in range(m + 1):
                i = (start + step) % m
                a0, a1 = angles[i], angles[(i + 1) % m]
                gap = (a1 - a0) % (2 * math.pi)
                if gap == 0: gap = 2 * math.pi
                if gap <= 0.45 * math.pi: continue
                t = a0 + 0.225 * math.pi + rng.random() * (gap - 0.45 * math.pi)
                x, y = n['x'] + math.cos(t), n['y'] + math.sin(t)
                if x < 0 or y < 0 or x > w or y > h: continue
                angles.append(t % (2 * math.pi)); placed += 1
                break
        counts.append(max(placed, 1))  # no dot at all: one, unchecked
    return counts

rng = random.Random(1)
hist = collections.Counter()
for line in sys.stdin:
    if line.strip(): hist.update(dots_for(json.loads(line), rng))
total = sum(hist.values())
print(f"{sum(k * c for k, c in hist.items()) / total:.2f} dots a node over {total} nodes;",
      " ".join(f"{k}: {100 * c / total:.1f} %" for k, c in sorted(hist.items())))
