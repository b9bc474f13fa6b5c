#!/usr/bin/env python3
"""Lamina's coverage of Apple's QuartzCore and CoreGraphics Swift surface (iOS 18 SDK).

Reads Apple's symbols from ios-sdk-symbols.txt (beside this script), Lamina's public symbols
from the symbol graphs of the Lamina and LaminaGraphics modules (made by
`swift package dump-symbol-graph`), and Foundation's symbol graph on this machine (CGPoint,
CGSize, CGRect... come from Foundation on Linux, and users get them by importing Lamina).
Prints, per framework and per type, implemented/total, then the missing symbols by type.

A symbol counts as implemented only when Lamina (or Foundation) declares it under the same
Swift name: same type, same base name, same argument labels, same kind (property or method),
and, for Apple's overloads, the same argument type where the overloads differ. Symbols that
Lamina has under another spelling (a property for Apple's method, other labels) are listed as
near misses and are not counted.

Usage: python3 Documentation/APISurface/report.py [--graphs DIR] [--no-dump] [--json FILE]
       [--quiet]
Standard library only.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
APPLE_LIST = os.path.join(HERE, "ios-sdk-symbols.txt")
MODULES = ("Lamina", "LaminaGraphics")
FOUNDATION_TYPES = ("CGPoint", "CGSize", "CGRect", "CGVector", "CGRectEdge", "CGAffineTransform")
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
PROPERTY_KINDS = {"swift.property", "swift.type.property", "swift.var", "swift.enum.case"}


# ---------------------------------------------------------------------------------------------
# Apple's list

def split_top(text, sep=","):
    """Splits `text` at `sep` outside brackets of any kind."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return parts


def parameter_types(decl):
    """The argument types of a Swift function or initializer declaration."""
    start = decl.find("(")
    if start < 0:
        return []
    depth = 0
    for end in range(start, len(decl)):
        if decl[end] == "(":
            depth += 1
        elif decl[end] == ")":
            depth -= 1
            if depth == 0:
                break
    types = []
    for param in split_top(decl[start + 1:end]):
        _, _, typ = param.partition(":")
        types.append(typ.split("=")[0].strip())
    return types


# CoreFoundation's types do not exist for Swift on Linux: Foundation's value types stand in for
# them, so an argument spelled with either counts as the same argument.
LINUX_SPELLINGS = [
    (r"\bCFMutableData\b", "NSMutableData"), (r"\bCFData\b", "Data"), (r"\bCFString\b", "String"),
    (r"\bCFURL\b", "URL"), (r"\bCFArray\b", "[Any]"), (r"\bCFDate\b", "Date"),
    (r"\bCFDictionary\b", "[AnyHashable:Any]"), (r"\bNSDictionary\b", "[AnyHashable:Any]"),
    (r"\[String:Any\]", "[AnyHashable:Any]"), (r"\bCFPropertyList\b", "Any"),
    (r"\bCFTypeRef\b", "AnyObject"), (r"\b(CFTimeInterval|TimeInterval)\b", "Double"),
    (r"\b(CGGlyph|CGFontIndex)\b", "UInt16"),
]


TYPEALIASES = {}   # Apple's typealiases (CGPathApplierFunction...), filled from the list


def same_type(apple, lamina):
    a, l = normalize_type(apple), normalize_type(lamina)
    if a == l:
        return True
    # CFArray has no Linux counterpart: any Swift array stands in for it.
    base_a, base_l = a.rstrip("?"), l.rstrip("?")
    return base_a == "[Any]" and base_l.startswith("[") and ":" not in base_l \
        and a.endswith("?") == l.endswith("?")


def normalize_type(typ):
    t = typ.replace("any ", "").replace("some ", "").replace("__owned ", "")
    t = t.replace("@escaping", "").replace("inout ", "").replace("@Sendable", "")
    t = t.replace("@convention(c)", "").replace("@convention(block)", "")
    for name, definition in TYPEALIASES.items():
        t = re.sub(r"\b%s\b" % re.escape(name), definition, t)
    t = re.sub(r"\b(Swift|Foundation|FoundationEssentials|LaminaGraphics|Lamina)\.", "", t)
    t = re.sub(r"\s+", "", t)
    for pattern, replacement in LINUX_SPELLINGS:
        t = re.sub(pattern, replacement, t)
    return t


def split_key(key):
    """'CALayer.ToneMapMode.automatic' -> ['CALayer', 'ToneMapMode', 'automatic']; dots inside
    parentheses (none today) and operator names ('CGPoint.==(_:_:)') are kept whole."""
    parts, depth, current = [], 0, ""
    for i, ch in enumerate(key):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "." and depth == 0 and re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", current):
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return parts


class AppleSymbol:
    def __init__(self, framework, key, decl, tags, section):
        self.framework = framework
        self.key = key
        base, _, self.overload_type = key.partition("#")
        self.base = base
        self.decl = decl
        self.tags = [t for t in tags.split(",") if t]
        self.section = section
        self.is_conformance = ":" in base.split("(")[0]
        stripped = decl
        for _ in range(3):
            stripped = re.sub(r"^(optional|weak|convenience|final)\s+", "", stripped)
            stripped = re.sub(r"^(class|static)\s+(?=(func|var|let)\b)", "", stripped)
        self.decl_kind = stripped.split()[0] if stripped else ""
        self.is_type = self.decl_kind in ("class", "struct", "enum", "protocol", "typealias") \
            and not self.is_conformance
        self.types = parameter_types(decl) if "(" in base else []
        self.status = None        # 'lamina', 'foundation', or None
        self.note = ""

    @property
    def linux_never(self):
        return any(t.startswith("linux-never") for t in self.tags)

    @property
    def is_callable(self):
        return base_is_callable(self.base)


def base_is_callable(base):
    return split_key(base)[-1].endswith(")")


def load_apple(path):
    symbols, section = [], ""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            if line.startswith("#"):
                if line.startswith("# ---"):
                    section = line.strip("# -")
                continue
            head, decl, tags = (line.split(" | ") + ["", ""])[:3]
            framework, key = head.split(" ", 1)
            symbols.append(AppleSymbol(framework, key.strip(), decl.strip(), tags.strip(), section))
    return symbols


# ---------------------------------------------------------------------------------------------
# Symbol graphs

def find_graph_dir(explicit, dump):
    if explicit:
        return explicit
    if dump:
        print("Extracting symbol graphs (swift package dump-symbol-graph)...", file=sys.stderr)
        started = time.time() - 1
        result = subprocess.run(["swift", "package", "dump-symbol-graph"], cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        # The command also tries the synthesized test modules (LaminaPackageTests...), fails
        # on them and exits non-zero: what matters is that Lamina's two graphs are fresh.
        match = re.search(r"Files written to (\S+)", result.stdout)
        folder = match.group(1) if match else ""
        fresh = folder and all(
            os.path.isfile(os.path.join(folder, m + ".symbols.json"))
            and os.path.getmtime(os.path.join(folder, m + ".symbols.json")) >= started
            for m in MODULES)
        if not fresh:
            sys.stderr.write(result.stdout)
            raise SystemExit("swift package dump-symbol-graph did not write fresh graphs for "
                             + " and ".join(MODULES))
        return folder
    candidates = sorted(glob.glob(os.path.join(ROOT, ".build", "*", "symbolgraph")),
                        key=os.path.getmtime, reverse=True)
    candidates = [c for c in candidates if glob.glob(os.path.join(c, "Lamina.symbols.json"))]
    if not candidates:
        raise SystemExit("No symbol graphs under .build/*/symbolgraph: run without --no-dump")
    return candidates[0]


class Graph:
    """Public symbols keyed by their dotted path ('CALayer.convert(_:from:)')."""

    def __init__(self):
        self.by_path = defaultdict(list)     # path -> [(kind, [param types])]
        self.ids = {}                        # precise identifier -> path
        self.conformances = set()            # 'Type:Protocol'
        self.property_types = {}             # path -> declared type of a property
        self._pending = []

    def add_file(self, path, only=None):
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for sym in graph.get("symbols", []):
            comps = sym.get("pathComponents", [])
            if not comps or (only and comps[0] not in only):
                continue
            if sym.get("accessLevel") not in ("public", "open"):
                continue
            key = ".".join(comps)
            kind = sym["kind"]["identifier"]
            types = []
            for param in (sym.get("functionSignature") or {}).get("parameters", []):
                frags = param.get("declarationFragments", [])
                text = "".join(fr.get("spelling", "") for fr in frags)
                types.append(text.split(":", 1)[1].strip() if ":" in text else text)
            if kind in PROPERTY_KINDS and not types:
                text = "".join(fr.get("spelling", "") for fr in sym.get("declarationFragments", []))
                m = re.match(r".*?\b(?:var|let)\s+`?\w+`?\s*:\s*(.+?)(\s*\{.*)?$", text)
                if m:
                    self.property_types[key] = m.group(1)
            self.by_path[key].append((kind, types))
            self.ids[sym["identifier"]["precise"]] = key
        for rel in graph.get("relationships", []):
            if rel.get("kind") == "conformsTo":
                self._pending.append(rel)

    def resolve(self, extra_ids=None):
        ids = dict(extra_ids or {})
        ids.update(self.ids)
        for rel in self._pending:
            source = ids.get(rel["source"])
            target = ids.get(rel["target"]) or rel.get("targetFallback", "").split(".")[-1]
            if source and target:
                self.conformances.add(source + ":" + target)


def load_lamina(graph_dir):
    graph = Graph()
    for module in MODULES:
        files = glob.glob(os.path.join(graph_dir, module + ".symbols.json"))
        files += glob.glob(os.path.join(graph_dir, module + "@*.symbols.json"))
        if not files:
            raise SystemExit("Missing %s.symbols.json in %s" % (module, graph_dir))
        for path in files:
            graph.add_file(path)
    return graph


def load_foundation():
    """Foundation's CGPoint/CGSize/CGRect/... on this machine (empty where it cannot tell)."""
    graph = Graph()
    out = tempfile.mkdtemp(prefix="lamina-foundation-graph-")
    target = subprocess.run(["swift", "-print-target-info"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    try:
        triple = json.loads(target.stdout)["target"]["triple"]
    except (ValueError, KeyError):
        triple = None
    cmd = ["swift-symbolgraph-extract", "-module-name", "Foundation", "-output-dir", out,
           "-minimum-access-level", "public"]
    if triple:
        cmd += ["-target", triple]
    try:
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    except (OSError, subprocess.CalledProcessError):
        print("warning: could not extract Foundation's symbol graph; nothing is credited to "
              "Foundation", file=sys.stderr)
        return graph
    for path in glob.glob(os.path.join(out, "Foundation*.symbols.json")):
        graph.add_file(path, only=FOUNDATION_TYPES + ("NSNull", "NSValue"))
    return graph


# ---------------------------------------------------------------------------------------------
# Matching

def candidates(graph, base):
    return graph.by_path.get(base, [])


def kind_matches(sym, kind):
    if sym.is_type:
        return kind in TYPE_KINDS
    if sym.is_callable:
        return kind not in PROPERTY_KINDS and kind not in TYPE_KINDS
    return kind in PROPERTY_KINDS


def overload_position(sym, siblings):
    """Index of the first argument whose type tells `sym` from its overloads."""
    lists = [s.types for s in siblings]
    for i in range(max(len(t) for t in lists)):
        values = [normalize_type(t[i]) if i < len(t) else "" for t in lists]
        if len(set(values)) == len(values):
            return i
    return None


def find(sym, graph, siblings):
    if sym.is_conformance:
        if sym.base in graph.conformances:
            return True
        typ, proto = sym.base.split(":")
        # A conformance of a type from another module shows up as its witnesses.
        if proto == "CAAction" and candidates(graph, typ + ".run(forKey:object:arguments:)"):
            return True
        return False
    found = [c for c in candidates(graph, sym.base) if kind_matches(sym, c[0])]
    if not found:
        return implied(sym, graph)
    if not sym.is_callable or sym.is_type:
        return True
    # Same labels are not enough: `draw(_:in:)` taking a CGLayer is not `draw(_:in:)` taking an
    # attributed string. Every argument type must agree (up to the Linux spellings above).
    return any(len(types) == len(sym.types)
               and all(same_type(a, l) for a, l in zip(sym.types, types)) for _, types in found)


def implied(sym, graph):
    """Members that Swift synthesizes and symbol graphs leave out: `rawValue` of an enum with a
    raw type (its `init(rawValue:)` is listed), `==` of an Equatable type."""
    parts = split_key(sym.base)
    owner, member = ".".join(parts[:-1]), parts[-1]
    if not owner:
        return False
    if member == "rawValue":
        return bool(candidates(graph, owner + ".init(rawValue:)")) \
            or owner + ":RawRepresentable" in graph.conformances
    if member == "==(_:_:)":
        return owner + ":Equatable" in graph.conformances \
            or owner + ":Hashable" in graph.conformances
    return False


def near_miss(sym, graph):
    """Lamina symbols with the same owner and base name but another signature or kind."""
    parts = split_key(sym.base)
    owner, member = ".".join(parts[:-1]), parts[-1]
    name = member.split("(")[0]
    hits = []
    for path, entries in graph.by_path.items():
        p = split_key(path)
        if ".".join(p[:-1]) == owner and p[-1].split("(")[0] == name:
            for kind, types in entries:
                label = kind.replace("swift.", "")
                hits.append("%s %s%s" % (label, path, "(%s)" % ", ".join(types)
                                         if types and path.endswith(")") else ""))
    return sorted(set(hits))


def owner_of(sym, type_names):
    if sym.is_conformance:
        return sym.base.split(":")[0]
    if sym.is_type:
        return sym.base
    parts = split_key(sym.base)
    if len(parts) > 1:
        return ".".join(parts[:-1])
    name = parts[0].split("(")[0]
    stem = name[1:] if name.startswith("k") else name
    best = ""
    for t in type_names:
        root = t[:-3] if t.endswith("Ref") else t
        if stem.startswith(root) and len(root) > len(best):
            best = t
    return best or "(globals)"


# ---------------------------------------------------------------------------------------------

def pct(a, b):
    return "%5.1f%%" % (100.0 * a / b) if b else "   - "


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--graphs", help="folder of existing symbol graphs (Lamina.symbols.json...)")
    parser.add_argument("--no-dump", action="store_true",
                        help="do not run dump-symbol-graph; use the newest graphs under .build")
    parser.add_argument("--json", help="also write the results to this JSON file")
    parser.add_argument("--quiet", action="store_true", help="print the totals only")
    args = parser.parse_args()

    apple = load_apple(APPLE_LIST)
    for sym in apple:
        m = re.match(r"typealias\s+(\w+)\s*=\s*(.+)$", sym.decl)
        if m and "(" in m.group(2):
            TYPEALIASES[m.group(1)] = re.sub(r"\s+", "", m.group(2).replace("@convention(c)", ""))
    lamina = load_lamina(find_graph_dir(args.graphs, not args.no_dump))
    foundation = load_foundation()
    lamina.resolve(foundation.ids)
    foundation.resolve()

    groups = defaultdict(list)
    for sym in apple:
        groups[sym.base].append(sym)
    retyped = []
    for sym in apple:
        m = re.match(r".*?\b(?:var|let)\s+`?\w+`?\s*:\s*(.+?)(\s*\{.*)?$", sym.decl)
        theirs = lamina.property_types.get(sym.base)
        if sym.decl_kind in ("var", "let") and m and theirs and not same_type(m.group(1), theirs):
            retyped.append((sym, m.group(1), theirs))
    for sym in apple:
        siblings = groups[sym.base]
        if find(sym, lamina, siblings):
            sym.status = "lamina"
        elif find(sym, foundation, siblings):
            sym.status = "foundation"

    type_names = [s.base for s in apple if s.is_type]
    by_owner = OrderedDict()
    for sym in apple:
        by_owner.setdefault((sym.framework, owner_of(sym, type_names)), []).append(sym)

    def totals(syms):
        done = sum(1 for s in syms if s.status)
        return done, len(syms)

    out = []
    w = out.append
    frameworks = list(OrderedDict.fromkeys(s.framework for s in apple))
    all_done, all_total = totals(apple)
    portable = [s for s in apple if not s.linux_never]
    p_done, p_total = totals(portable)
    w("Lamina's coverage of Apple's iOS 18 Swift surface (%s)" % os.path.relpath(APPLE_LIST, ROOT))
    w("")
    w("%-34s %9s %7s   %9s %7s" % ("", "all", "", "portable", ""))
    w("%-34s %4d/%-4d %7s   %4d/%-4d %7s" % ("Overall", all_done, all_total, pct(all_done, all_total),
                                             p_done, p_total, pct(p_done, p_total)))
    for fw in frameworks:
        syms = [s for s in apple if s.framework == fw]
        d, t = totals(syms)
        pd, pt = totals([s for s in syms if not s.linux_never])
        w("%-34s %4d/%-4d %7s   %4d/%-4d %7s" % (fw, d, t, pct(d, t), pd, pt, pct(pd, pt)))
    fd = sum(1 for s in apple if s.status == "foundation")
    w("  of which provided by Foundation: %d" % fd)
    w("  'portable' leaves out the %d symbols tagged linux-never (Metal, EAGL, CF type IDs,"
      " selectors, CoreVideo)" % (all_total - p_total))
    for tag in ("hdr", "pdf-parser", "deprecated"):
        tagged = [s for s in portable if tag in s.tags]
        d, t = totals(tagged)
        w("  tagged %-12s %4d/%-4d %s" % (tag, d, t, pct(d, t)))
    rest = [s for s in portable if not set(s.tags) & {"hdr", "pdf-parser", "deprecated"}]
    d, t = totals(rest)
    w("  portable, not hdr/pdf-parser/deprecated: %d/%d %s" % (d, t, pct(d, t)))

    if not args.quiet:
        for fw in frameworks:
            w("")
            w("== %s, per type (implemented/total, linux-never included) ==" % fw)
            for (f, owner), syms in by_owner.items():
                if f != fw:
                    continue
                d, t = totals(syms)
                never = sum(1 for s in syms if s.linux_never)
                w("  %-40s %4d/%-4d %s%s" % (owner, d, t, pct(d, t),
                                             "   (%d linux-never)" % never if never else ""))

        for fw in frameworks:
            w("")
            w("== %s: missing symbols, by type ==" % fw)
            for (f, owner), syms in by_owner.items():
                missing = [s for s in syms if f == fw and not s.status and not s.linux_never]
                if not missing:
                    continue
                w("  %s" % owner)
                for s in missing:
                    tags = "  [%s]" % ",".join(s.tags) if s.tags else ""
                    w("    %-58s %s%s" % (s.key, s.decl, tags))

        w("")
        w("== Missing, tagged linux-never (Swift on Linux cannot have these) ==")
        for (f, owner), syms in by_owner.items():
            never = [s for s in syms if not s.status and s.linux_never]
            if never:
                w("  %s %s: %s" % (f, owner, ", ".join(split_key(s.key)[-1] for s in never)))

        misses = [(s, near_miss(s, lamina)) for s in apple if not s.status and not s.is_conformance]
        misses = [(s, m) for s, m in misses if m]
        if misses:
            w("")
            w("== Near misses: Lamina has the name with another signature or kind (not counted) ==")
            for s, m in misses:
                w("  %s %s\n      Apple:  %s\n      Lamina: %s" % (s.framework, s.key, s.decl,
                                                               "; ".join(m)))

        if retyped:
            w("")
            w("== Properties Lamina declares with another type (counted; check source compatibility) ==")
            for s, a, l in retyped:
                w("  %s %s: Apple %s, Lamina %s" % (s.framework, s.key, a, l))

        provided = [s for s in apple if s.status == "foundation"]
        if provided:
            w("")
            w("== Provided by Foundation on this platform (counted as implemented) ==")
            line = "  "
            for s in provided:
                piece = s.key + ", "
                if len(line) + len(piece) > 100:
                    w(line.rstrip())
                    line = "  "
                line += piece
            w(line.rstrip(", "))

    print("\n".join(out))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump([{"framework": s.framework, "key": s.key, "declaration": s.decl,
                        "tags": s.tags, "status": s.status or "missing"} for s in apple], f, indent=1)


if __name__ == "__main__":
    main()
