import Foundation
import Testing

/// The product targets build against FoundationEssentials (no ICU, a binary under 20 MB): a file
/// that imports full Foundation where FoundationEssentials exists would link ICU back in, and
/// nothing else would notice until the binary's size did.
@Suite("FoundationEssentials only")
struct FoundationImportTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The targets that go into the installed binary.
    static let productTargets = ["TerminalUI", "CursesBackend", "MainichiCore", "MainichiApp", "MainichiSpeech", "mainichi"]

    @Test("every product file imports Foundation only as the fallback of canImport(FoundationEssentials)")
    func productFilesPreferEssentials() throws {
        var offenders: [String] = []
        var scanned = 0
        for target in Self.productTargets {
            let root = Self.sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                scanned += 1
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                var insideEssentialsCheck = false
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    let line = line.trimmingCharacters(in: .whitespaces)
                    if line.hasPrefix("#if canImport(FoundationEssentials)") { insideEssentialsCheck = true }
                    if line == "#endif" { insideEssentialsCheck = false }
                    if line == "import Foundation" && !insideEssentialsCheck { offenders.append("\(target)/\(file)") }
                }
            }
        }
        #expect(scanned > 100, "the product sources were not found at \(Self.sources.path)")
        #expect(offenders.isEmpty, "import full Foundation: \(offenders)")
    }
}
