/// Marks where a wrong typed reading differs from the right one, for showing the answer.
///
/// ```swift
/// ReadingDifference.marks(expected: "きょう", given: "きょ")   // [false, false, true]: う was missing
/// ```
public enum ReadingDifference {
    /// For each character of `expected` (compared as hiragana), whether it is not part of the
    /// longest common subsequence with `given`: the characters the learner missed or got wrong.
    public static func marks(expected: String, given: String) -> [Bool] {
        let left = Array(Kana.hiragana(from: expected)), right = Array(Kana.hiragana(from: given))
        guard !left.isEmpty else { return [] }
        var table = Array(repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in stride(from: left.count - 1, through: 0, by: -1) {
            for j in stride(from: right.count - 1, through: 0, by: -1) {
                table[i][j] = left[i] == right[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var marks = Array(repeating: true, count: left.count)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if left[i] == right[j] {
                marks[i] = false
                i += 1; j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return marks
    }
}
