#!/usr/bin/env python3
"""Writes the definitions of this folder from the puzzles' geometry.

Each puzzle is modelled as it is held in the hand: every piece a point in
space with its stickers (the outward normals of the faces they lie on), every
move a rotation of the pieces on one side of a plane. What a move does to each
piece is read off the rotated stickers, so no line of a definition is written
by hand. The definitions are written the way twsearch and PuzzleGeometry write
them: whole-puzzle rotations folded into the moves (a face of the Pyraminx
turns its base, so the puzzle's orientation is part of the state), moves named
after the faces or corners they turn, and each Move block's orientation line
giving, at position i, the twist gained by the piece that leaves position i.

    python3 make_definitions.py     rewrites the .tws files next to it, and
                                    examples/data/puzzles/cube3.tws

Only the standard library is needed; the files are kept in the repository, so
nothing runs this during a build.
"""

import math
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def scale(a, k):
    return tuple(x * k for x in a)


def unit(a):
    return scale(a, 1 / math.sqrt(dot(a, a)))


def rotate(v, axis, degrees):
    """v turned about the unit vector axis by degrees, counterclockwise when
    seen from the tip of axis (Rodrigues' formula)."""
    t = math.radians(degrees)
    k = unit(axis)
    c, s = math.cos(t), math.sin(t)
    kv = cross(k, v)
    kd = dot(k, v)
    return tuple(v[i] * c + kv[i] * s + k[i] * kd * (1 - c) for i in range(3))


def close(a, b):
    return all(abs(x - y) < 1e-9 for x, y in zip(a, b))


class PieceSet:
    """Positions of one kind of piece: where each sits and its stickers'
    normals, counterclockwise seen from outside, the reference sticker first."""

    def __init__(self, name, positions, orientations, labels=None):
        self.name = name
        self.positions = positions  # [(centre, [normals])]
        self.orientations = orientations
        self.labels = labels or list(range(1, len(positions) + 1))


def ordered_stickers(centre, normals, first):
    """normals sorted counterclockwise round the piece seen from outside,
    starting with the one `first` picks."""
    axis = unit(centre)
    start = min(normals, key=first)
    ref = start

    def angle(n):
        # The angle from the reference sticker, counterclockwise about axis.
        a = math.atan2(dot(axis, cross(ref, n)), dot(ref, n))
        return a % (2 * math.pi)

    return sorted(normals, key=angle)


def move_of(sets, axis, degrees, inside):
    """What turning the pieces for which inside(centre) holds does, set by set:
    (P, O, T), P[i] the position (from 1) whose piece comes to i, O[j] the twist
    the piece leaving j gains (twsearch's Move), T[i] the twist of the piece
    arriving at i (MoveTransformation). A set the turn leaves alone is None."""
    result = []
    for s in sets:
        n = len(s.positions)
        come_from = list(range(n))
        twist_in = [0] * n
        moved = False
        for j, (centre, normals) in enumerate(s.positions):
            if not inside(centre):
                continue
            turned = rotate(centre, axis, degrees)
            (i,) = [k for k, (c, _) in enumerate(s.positions) if close(c, turned)]
            come_from[i] = j
            if s.orientations > 1:
                reference = rotate(normals[0], axis, degrees)
                (d,) = [k for k, m in enumerate(s.positions[i][1]) if close(m, reference)]
                twist_in[i] = d
            moved = moved or i != j or twist_in[i] != 0
        if not moved:
            result.append(None)
            continue
        twist_out = [0] * n
        for i in range(n):
            twist_out[come_from[i]] = twist_in[i]
        result.append(([c + 1 for c in come_from], twist_out, twist_in, come_from))
    return result


def write(path, header, name, sets, moves, transformation_form=False, zero_line_sets=()):
    lines = [("# " + line).rstrip() for line in header.strip("\n").split("\n")]
    lines += ["", "Name " + name, ""]
    for s in sets:
        lines.append("Set %s %d %d" % (s.name, len(s.positions), s.orientations))
    lines += ["", "Solved"]
    for s in sets:
        lines.append(s.name)
        lines.append(" ".join(map(str, s.labels)))
        if s.orientations > 1 or s.name in zero_line_sets:
            lines.append(" ".join("0" for _ in s.positions))
    lines.append("End")
    for move_name, effect in moves:
        lines += ["", ("MoveTransformation " if transformation_form else "Move ") + move_name]
        for s, e in zip(sets, effect):
            if e is None:
                continue
            perm, twist_out, twist_in, come_from = e
            lines.append(s.name)
            if transformation_form:
                lines.append(" ".join(map(str, come_from)))
                if s.orientations > 1 or s.name in zero_line_sets:
                    lines.append(" ".join(map(str, twist_in)))
            else:
                lines.append(" ".join(map(str, perm)))
                if s.orientations > 1 or s.name in zero_line_sets:
                    lines.append(" ".join(map(str, twist_out)))
        lines.append("End")
    with open(os.path.join(HERE, path), "w") as f:
        f.write("\n".join(lines) + "\n")


# The Pyraminx: a regular tetrahedron, vertices A (top), B, C, D. A face is
# named by its letter and lies opposite one vertex: D (down) opposite A, F
# opposite B, R opposite C, L opposite D. A vertex is named by the three faces
# that meet there.
TETRA = {"A": (1, 1, 1), "B": (1, -1, -1), "C": (-1, 1, -1), "D": (-1, -1, 1)}
FACE_OPPOSITE = {"A": "D", "B": "F", "C": "R", "D": "L"}
VERTICES = "ABCD"


def face_normal(vertex):
    return scale(unit(TETRA[vertex]), -1)


def vertex_name(v):
    return "".join(FACE_OPPOSITE[w] for w in VERTICES if w != v)


def pyraminx_sets(with_tips):
    # Face D's sticker first where there is one, else face F's.
    def first(n):
        order = ["A", "B", "C", "D"]  # opposite vertices of D, F, R, L
        return [k for k, w in enumerate(order) if close(n, face_normal(w))][0]

    def vertex_piece(v, depth):
        normals = [face_normal(w) for w in VERTICES if w != v]
        centre = scale(TETRA[v], depth)
        return (centre, ordered_stickers(centre, normals, first))

    sets = [PieceSet("AXIAL", [vertex_piece(v, 0.6) for v in VERTICES], 3)]
    if with_tips:
        sets.append(PieceSet("TIP", [vertex_piece(v, 1.0) for v in VERTICES], 3))
    edges = []
    for a in range(4):
        for b in range(a + 1, 4):
            va, vb = VERTICES[a], VERTICES[b]
            centre = scale(tuple(x + y for x, y in zip(TETRA[va], TETRA[vb])), 0.5)
            normals = [face_normal(w) for w in VERTICES if w not in (va, vb)]
            edges.append((centre, sorted(normals, key=first)))
    sets.append(PieceSet("EDGE", edges, 2))
    return sets


def pyraminx_moves(sets, with_tips):
    moves = []
    for v in VERTICES:
        # The face opposite v turns its base (three tips, three axial pieces
        # and its three edges) a third clockwise, seen from the face.
        axis = face_normal(v)
        below = lambda c, v=v: dot(c, unit(TETRA[v])) < -0.3
        moves.append((FACE_OPPOSITE[v], move_of(sets, axis, -120, below)))
    if with_tips:
        for v in VERTICES:
            tip = lambda c, v=v: dot(c, unit(TETRA[v])) > 1.5
            moves.append((vertex_name(v), move_of(sets, TETRA[v], -120, tip)))
    return moves


# The Skewb: a cube, x to the right (R), y up (U), z to the front (F). A corner
# is named by its three faces, U or D first, then F or B, then R or L.
def cube_corner_name(c):
    return ("U" if c[1] > 0 else "D") + ("F" if c[2] > 0 else "B") + ("R" if c[0] > 0 else "L")


FACES = {"U": (0, 1, 0), "D": (0, -1, 0), "F": (0, 0, 1), "B": (0, 0, -1), "R": (1, 0, 0),
         "L": (-1, 0, 0)}


def skewb_sets(centre_labels):
    def first(n):
        return 0 if abs(n[1]) > 0.5 else 1  # the U or D sticker

    tetrads = ([], [])
    for x in (1, -1):
        for y in (1, -1):
            for z in (1, -1):
                c = (x, y, z)
                normals = [(x, 0, 0), (0, y, 0), (0, 0, z)]
                tetrads[0 if x * y * z > 0 else 1].append((c, ordered_stickers(c, normals, first)))
    centres = [(FACES[f], [FACES[f]]) for f in "UDFBRL"]
    return [PieceSet("CORNER", tetrads[0], 3), PieceSet("CORNER2", tetrads[1], 3),
            PieceSet("CENTER", centres, 1, centre_labels)]


def skewb_moves(sets):
    moves = []
    for s in sets[:2]:
        for c, _ in s.positions:
            # Half the cube, the side of the corner c, a third clockwise seen from c.
            half = lambda p, c=c: dot(p, c) > 0
            moves.append((cube_corner_name(c), move_of(sets, c, -120, half)))
    return moves


def write_scrambles(path, header, moves, count, length, seed):
    """count move lines of `length` words, each a generator (every one of
    order 3 here) followed by nothing, 2 or ', drawn from a seeded generator."""
    rng = random.Random(seed)
    lines = [("# " + line).rstrip() for line in header.strip("\n").split("\n")]
    for _ in range(count):
        lines.append(" ".join(rng.choice(moves) + rng.choice(["", "2", "'"]) for _ in range(length)))
    with open(os.path.join(HERE, path), "w") as f:
        f.write("\n".join(lines) + "\n")


# The 3x3x3 cube, axes as the Skewb's: corners at (+-1, +-1, +-1), edges at
# the middles of the cube's edges, each with its stickers' normals. The
# centres never move (a face turn keeps them) and are left out.
def cube3_sets():
    def corner_first(n):
        return 0 if abs(n[1]) > 0.5 else 1  # the U or D sticker

    def edge_first(n):
        # The U or D sticker, else the F or B one: the usual edge orientation.
        return 0 if abs(n[1]) > 0.5 else (1 if abs(n[2]) > 0.5 else 2)

    corners = []
    for y in (1, -1):
        for z in (1, -1):
            for x in (1, -1):
                c = (x, y, z)
                normals = [(x, 0, 0), (0, y, 0), (0, 0, z)]
                corners.append((c, ordered_stickers(c, normals, corner_first)))
    edges = []
    # The U and D layers' edges first, then the middle layer's: per pair of
    # axes (k, m), the edges where coordinate k is a and m is b.
    for k, m in ((1, 2), (0, 1), (2, 0)):
        for a in (1, -1):
            for b in (1, -1):
                c = [0, 0, 0]
                c[k], c[m] = a, b
                normals = [tuple(float(a) if i == k else 0.0 for i in range(3)),
                           tuple(float(b) if i == m else 0.0 for i in range(3))]
                edges.append((tuple(c), sorted(normals, key=edge_first)))
    return [PieceSet("CORNER", corners, 3), PieceSet("EDGE", edges, 2)]


def piece_name(centre):
    names = []
    for k, (plus, minus) in ((1, ("U", "D")), (2, ("F", "B")), (0, ("R", "L"))):
        if centre[k] > 0.5:
            names.append(plus)
        elif centre[k] < -0.5:
            names.append(minus)
    return "".join(names)


def cube3_moves(sets):
    moves = []
    for face in "URFDLB":
        normal = FACES[face]
        layer = lambda c, n=normal: dot(c, n) > 0.5
        moves.append((face, move_of(sets, normal, -90, layer)))
    return moves


def main():
    cube3 = cube3_sets()
    write(os.path.join("..", "..", "..", "examples", "data", "puzzles", "cube3.tws"), """
The 3x3x3 Rubik's cube: its six faces U, R, F, D, L, B, each turned a quarter
clockwise seen from that face; their powers give the half-turn metric. The
centres never move and are left out. Made by
tests/puzzles/definitions/make_definitions.py from the cube's geometry.

CORNER positions: %s.
EDGE positions: %s.
A corner's twist counts, counterclockwise seen from outside, the stickers from
the position's U or D one to the one where the piece's U or D sticker is; an
edge's is 1 when its reference sticker (U or D, else F or B) is not on the
position's. A Move's twist line is read as twsearch reads it: the number under
position j is the twist the piece leaving j gains.

43,252,003,274,489,856,000 states: 8! 3^7 12! 2^11 / 2 (the corners' twists
sum to 0 mod 3, the edges' flips to 0 mod 2, and the two permutations have
the same parity).
""" % tuple(", ".join("%d %s" % (i + 1, piece_name(c)) for i, (c, _) in enumerate(s.positions))
            for s in cube3), "Cube3", cube3, cube3_moves(cube3))

    pyraminx = pyraminx_sets(True)
    write("pyraminx_pg.tws", """
The Pyraminx with its tips, written the way PuzzleGeometry writes it: a face
move (D, F, R, L) turns that face's base (three tips, three axial pieces and
the face's three edges) a third of a turn clockwise, seen from the face, so the
puzzle's orientation in space is part of its state; a vertex move (named by
the three faces that meet there: FRL, DRL, DFL, DFR) turns that tip alone.
Made by make_definitions.py from the puzzle's geometry.

AXIAL and TIP positions, by vertex: 1 the top (faces F R L), 2 (D R L),
3 (D F L), 4 (D F R). EDGE positions, by the vertices they join: 1 12, 2 13,
3 14, 4 23, 5 24, 6 34. A twist counts, counterclockwise seen from outside,
the stickers from the position's first (D's, else F's) to the one where the
piece's own first sticker is.

302,330,880 states: the 3,732,480 of tetraminx_pg.tws, times 81 for the tips,
which turn alone. (The product of the sets' sizes, 3,627,970,560, is twelve
times as many: the tips' places follow the axial pieces'.)
""", "PyraminxWithTipsPG", pyraminx, pyraminx_moves(pyraminx, True))
    write_scrambles("pyraminx_pg.scrambles", """
Scrambles of pyraminx_pg.tws, whose move names share prefixes (D, DFL, DFR,
DRL; F, FRL): a reader must take each word's whole name, not its first letter.
Made by make_definitions.py (random moves, a fixed seed).
""", [name for name, _ in pyraminx_moves(pyraminx, True)], 12, 25, 36)

    tetraminx = pyraminx_sets(False)
    write("tetraminx_pg.tws", """
The Pyraminx without its tips (the Tetraminx), as pyraminx_pg.tws writes it:
four face moves, each turning a face's base, so the puzzle's orientation is
part of its state. Made by make_definitions.py from the puzzle's geometry;
positions as in pyraminx_pg.tws.

3,732,480 states: the 933,120 of the tipless Pyraminx held still, times the
12 orientations of a tetrahedron, divided by 3. A face move turns the whole
puzzle a third about an axis and twists the axial piece on that axis back, so
the sum of the axial pieces' twists, modulo 3, is fixed by the orientation.
""", "TetraminxPG", tetraminx, pyraminx_moves(tetraminx, False))

    skewb = skewb_sets([1, 2, 3, 4, 5, 6])
    header = """
The Skewb, written the way PuzzleGeometry writes it: eight moves, one per
corner (named by its faces, U or D first), each turning the half of the cube
on that corner's side a third of a turn clockwise, seen from the corner. A
move and the one about the opposite corner differ by a turn of the whole cube,
so the cube's orientation is part of the state. Made by make_definitions.py
from the puzzle's geometry.

CORNER positions: %s;
CORNER2: %s. A twist counts, counterclockwise seen
from outside, the stickers from the U or D face to the one where the piece's U
or D sticker is. CENTER positions: 1 U, 2 D, 3 F, 4 B, 5 R, 6 L (their
orientation line, all 0, written as PuzzleGeometry writes it).
""" % tuple(", ".join("%d %s" % (i + 1, cube_corner_name(c)) for i, (c, _) in
                  enumerate(s.positions)) for s in skewb[:2])
    write("skewb_pg.tws", header + """
37,791,360 states: the 3,149,280 of the Skewb with its centres' orientation
fixed, in each of the 12 orientations of the cube that keep each tetrad in
place.
""", "SkewbPG", skewb, skewb_moves(skewb), zero_line_sets=("CENTER",))

    skewb_t = skewb_sets([1, 2, 3, 4, 5, 6])
    write("skewb_pg_transformation.tws", header + """
The same puzzle as skewb_pg.tws, in twsearch's MoveTransformation blocks:
permutations numbered from 0, each orientation line giving the twist of the
piece arriving at a position.
""", "SkewbPG", skewb_t, skewb_moves(skewb_t), transformation_form=True,
          zero_line_sets=("CENTER",))

    axis_skewb = skewb_sets([1, 1, 2, 2, 3, 3])
    write("skewb_pg_axes.tws", """
The Skewb of skewb_pg.tws with each centre known only by its axis: the two
centres of opposite faces share a label, so a state is solved when every
centre is on its own face or on the opposite one (and the corners solved).
Made by make_definitions.py from the puzzle's geometry; positions as in
skewb_pg.tws (CENTER: 1 U, 2 D, 3 F, 4 B, 5 R, 6 L).
""", "SkewbPGAxes", axis_skewb, skewb_moves(axis_skewb), zero_line_sets=("CENTER",))


if __name__ == "__main__":
    main()
