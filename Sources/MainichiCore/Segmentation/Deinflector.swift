/// Finds the dictionary forms an inflected word may come from, by undoing rules of a
/// `DeinflectionTable` one ending at a time.
///
/// Works on Unicode scalars, not `String`s: the segmenter asks for every substring of a text, and
/// comparing endings scalar by scalar is many times faster than grapheme-aware string suffixes.
///
/// ```swift
/// Deinflector.standard.candidates(for: "食べさせられなかった")
///     .first { $0.dictionaryForm == "食べる" }?.steps   // [.causative, .passive, .negative, .past]
/// ```
public struct Deinflector: Sendable {
    /// The deinflector over the whole table, shared.
    public static let standard = Deinflector(rules: DeinflectionTable.rules)

    /// The most rules one chain may undo: enough for the longest real chains
    /// (causative, passive, desire, negative, past, polite).
    public static let maximumDepth = 7

    /// A rule as the lattice applies it: its endings are ranges of `scalars` and its steps an
    /// index into `stepLists`, so a rule holds no reference and trying one retains nothing (the
    /// rules are tried tens of times for each character of a text).
    struct Rule: Sendable {
        var inflected: Range<Int>
        var base: Range<Int>
        var from: WordClass
        var to: WordClass
        var steps: Int
        var needsStem: Bool
    }

    /// The first tests of a rule, kept small and apart: its classes (`WordClass` raw value), its
    /// ending's length, and the scalar before the ending's last (0 for an ending shorter than two).
    struct Test: Sendable {
        var from: UInt16
        var endingCount: UInt16
        var penultimate: Unicode.Scalar
    }

    /// A candidate as scalars, before it becomes a `Deinflection`.
    struct Candidate: Sendable {
        var form: [Unicode.Scalar]
        var wordClass: WordClass
        var steps: [Inflection]
    }

    /// Every rule, grouped by the last scalar of its inflected ending (rules with an empty ending
    /// last); a group is a range of this array, so finding a scalar's rules neither hashes nor
    /// retains.
    private let rules: [Rule]
    /// What is tested first of each rule (same order as `rules`).
    private let tests: [Test]
    /// The group of each kana (U+3040 to U+30FF) by its offset in that block.
    private let kanaGroups: [Range<Int>]
    /// The groups of other last scalars (来 of 来る's forms, 行 of 行った).
    private let otherGroups: [Unicode.Scalar: Range<Int>]
    /// The rules with an empty ending.
    private let emptyEndingRules: Range<Int>
    /// The scalars of every rule's endings, one after the other.
    private let scalars: [Unicode.Scalar]
    /// Every rule's steps.
    private let stepLists: [[Inflection]]

    public init(rules: [DeinflectionRule]) {
        var byLast: [Unicode.Scalar: [Rule]] = [:]
        var lastScalars: [Unicode.Scalar] = []
        var empty: [Rule] = []
        var scalars: [Unicode.Scalar] = []
        var stepLists: [[Inflection]] = []
        for rule in rules {
            let inflectedStart = scalars.count
            scalars += rule.inflected.unicodeScalars
            let baseStart = scalars.count
            scalars += rule.base.unicodeScalars
            stepLists.append(rule.steps)
            let made = Rule(inflected: inflectedStart..<baseStart, base: baseStart..<scalars.count,
                            from: rule.from, to: rule.to, steps: stepLists.count - 1, needsStem: rule.needsStem)
            if let last = rule.inflected.unicodeScalars.last {
                if byLast[last] == nil { lastScalars.append(last) }
                byLast[last, default: []].append(made)
            } else {
                empty.append(made)
            }
        }
        var flat: [Rule] = []
        var kanaGroups = [Range<Int>](repeating: 0..<0, count: 192)
        var otherGroups: [Unicode.Scalar: Range<Int>] = [:]
        for last in lastScalars {
            let start = flat.count
            flat += byLast[last] ?? []
            let offset = Int(last.value) - 0x3040
            if offset >= 0 && offset < 192 { kanaGroups[offset] = start..<flat.count } else { otherGroups[last] = start..<flat.count }
        }
        emptyEndingRules = flat.count..<flat.count + empty.count
        flat += empty
        self.rules = flat
        tests = flat.map { rule in
            Test(from: rule.from.rawValue, endingCount: UInt16(rule.inflected.count),
                 penultimate: rule.inflected.count >= 2 ? scalars[rule.inflected.upperBound - 2] : Unicode.Scalar(0))
        }
        self.kanaGroups = kanaGroups
        self.otherGroups = otherGroups
        self.scalars = scalars
        self.stepLists = stepLists
    }

    /// The rules whose inflected ending ends in `last`.
    @inline(__always)
    private func group(endingIn last: Unicode.Scalar) -> Range<Int> {
        let offset = Int(last.value) - 0x3040
        if offset >= 0 && offset < 192 { return kanaGroups[offset] }
        return otherGroups[last] ?? 0..<0
    }

    /// Every candidate for `text`: the text itself first (class `.any`, no steps), then each form
    /// some chain of rules reaches, shorter chains first. Each form and class appears once.
    public func candidates(for text: String) -> [Deinflection] {
        candidates(for: Array(text.unicodeScalars)).map {
            var form = String.UnicodeScalarView()
            form.append(contentsOf: $0.form)
            return Deinflection(dictionaryForm: String(form), wordClass: $0.wordClass, steps: $0.steps)
        }
    }

    /// `candidates(for:)` over scalars, for the segmenter.
    ///
    /// Almost every rule tried fails on its class or its ending (a hundred rules are tried for a
    /// kana ending, one or two apply): those tests are made first, on each rule's `Test` (its
    /// classes, its ending's length and the scalar before the last, which the group already
    /// matched), and the rest of a longer ending is compared only when those pass.
    @_optimize(speed)
    func candidates(for text: [Unicode.Scalar]) -> [Candidate] {
        var result = [Candidate(form: text, wordClass: .any, steps: [])]
        result.reserveCapacity(8)
        tests.withUnsafeBufferPointer { tests in
            scalars.withUnsafeBufferPointer { scalars in
                var index = 0
                while index < result.count {
                    let current = result[index]
                    index += 1
                    guard current.steps.count < Self.maximumDepth else { continue }
                    let wordClass = current.wordClass.rawValue
                    let count = current.form.count
                    let penultimate = count >= 2 ? current.form[count - 2] : Unicode.Scalar(0)
                    // Whether the rule at `rule` starts from the form's class and its ending ends the form.
                    func fits(_ rule: Int) -> Bool {
                        let test = tests[rule]
                        guard test.from & wordClass != 0, Int(test.endingCount) <= count else { return false }
                        guard test.endingCount >= 2 else { return true }
                        guard test.penultimate == penultimate else { return false }
                        guard test.endingCount > 2 else { return true }
                        let ending = self.rules[rule].inflected
                        let stemCount = count - ending.count
                        return current.form.withUnsafeBufferPointer { form in
                            for offset in 0..<ending.count - 2 where form[stemCount + offset] != scalars[ending.lowerBound + offset] { return false }
                            return true
                        }
                    }
                    if let last = current.form.last {
                        for rule in group(endingIn: last) where fits(rule) { apply(rules[rule], to: current, into: &result) }
                    }
                    for rule in emptyEndingRules where fits(rule) { apply(rules[rule], to: current, into: &result) }
                }
            }
        }
        return result
    }

    /// Adds the form `rule` makes of `current` (which `fits` it) to `result`, unless it is there already.
    @_optimize(speed)
    private func apply(_ rule: Rule, to current: Candidate, into result: inout [Candidate]) {
        let stemCount = current.form.count - rule.inflected.count
        // An ending alone is no word (た is not る), but a whole irregular form is (した, 来た), and
        // so is the copula's (だった is だ).
        guard stemCount > 0 || (rule.base.count >= 2 || rule.to == .copula) && !rule.needsStem else { return }
        // いい conjugates from よい (よく, よかった: their own rules): いく is no form of it, nor いかった.
        guard !(stemCount == 1 && rule.to == .iAdjective && rule.base.count == 1 && current.form[0] == "い"
                && scalars[rule.base.lowerBound] == "い") else { return }
        // Each form and class once: the candidates are a few dozen at most, so a scan is cheaper
        // than hashing every form; the form is compared in its two parts before it is made.
        let madeCount = stemCount + rule.base.count
        let seen = current.form.withUnsafeBufferPointer { form in
            scalars.withUnsafeBufferPointer { scalars in
                result.contains { candidate in
                    guard candidate.wordClass == rule.to && candidate.form.count == madeCount else { return false }
                    return candidate.form.withUnsafeBufferPointer { other in
                        for offset in 0..<stemCount where other[offset] != form[offset] { return false }
                        for offset in 0..<rule.base.count where other[stemCount + offset] != scalars[rule.base.lowerBound + offset] { return false }
                        return true
                    }
                }
            }
        }
        guard !seen else { return }
        var made = [Unicode.Scalar]()
        made.reserveCapacity(madeCount)
        made += current.form[0..<stemCount]
        made += scalars[rule.base]
        // A first step shares its list of steps with the rule's, rather than a copy.
        let steps = current.steps.isEmpty ? stepLists[rule.steps] : stepLists[rule.steps] + current.steps
        result.append(Candidate(form: made, wordClass: rule.to, steps: steps))
    }
}
