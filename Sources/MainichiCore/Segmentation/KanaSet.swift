/// A set of kana (the block U+3040 to U+30FF) kept as bits, for the segmenter's particle tests.
///
/// The lattice asks whether a character is a particle many times for each character of a text; a
/// `Set<Unicode.Scalar>` hashes the scalar with a seeded SipHash each time, here it is a shift and
/// a mask. Anything outside the block is never in the set.
///
/// ```swift
/// let particles = KanaSet("はをが")
/// particles.contains("は")   // true
/// particles.contains("山")   // false
/// ```
struct KanaSet: Sendable {
    private var low: UInt64 = 0, middle: UInt64 = 0, high: UInt64 = 0

    /// The set of the kana in `kana` (other characters are left out).
    init(_ kana: String) {
        for scalar in kana.unicodeScalars {
            guard let offset = Self.offset(of: scalar) else { continue }
            let bit = UInt64(1) << UInt64(offset & 63)
            switch offset >> 6 {
            case 0: low |= bit
            case 1: middle |= bit
            default: high |= bit
            }
        }
    }

    private static func offset(of scalar: Unicode.Scalar) -> Int? {
        let offset = Int(scalar.value) - 0x3040
        return offset >= 0 && offset < 192 ? offset : nil
    }

    /// Whether `scalar` is in the set.
    @inline(__always)
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        guard let offset = Self.offset(of: scalar) else { return false }
        let word = offset < 64 ? low : offset < 128 ? middle : high
        return word >> UInt64(offset & 63) & 1 != 0
    }
}
