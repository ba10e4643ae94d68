import Foundation

/// Where golden snapshot files live and how a difference is shown.
enum SnapshotFile {
    /// `<test file's folder>/__Snapshots__/<test file name>/<name>.txt`.
    static func url(named name: String, testFilePath: String) -> URL {
        let testFile = URL(fileURLWithPath: testFilePath)
        let safeName = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(safeName + ".txt")
    }

    /// The differing lines, marked `-` (expected) and `+` (actual), with their line numbers.
    static func difference(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil, b = index < new.count ? new[index] : nil
            if a != b {
                if let a { lines.append("\(index + 1) - \(a)") }
                if let b { lines.append("\(index + 1) + \(b)") }
            }
            if lines.count > 40 { lines.append("..."); break }
        }
        return lines.joined(separator: "\n")
    }
}
