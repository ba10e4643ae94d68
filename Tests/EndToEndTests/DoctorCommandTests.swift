import Foundation
import Testing

/// `mainichi doctor`: a report line per check; exit 1 only when the decks are missing.
@Suite("mainichi doctor")
struct DoctorCommandTests {
    static let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Decks").path

    private func doctor(decks: String, path: String? = nil) throws -> ProcessResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-doctor-\(UUID().uuidString)")
        var environment: [String: String?] = ["MAINICHI_DECKS": decks, "TERM": "xterm-256color"]
        if let path { environment["PATH"] = path }
        return try ProcessResult.run(try MainichiBinary.path(), ["doctor", "--data-dir", directory.path], environment: environment)
    }

    @Test func reportsEverySectionAndExitsZero() throws {
        let result = try doctor(decks: Self.decks)
        #expect(result.status == 0, "\(result.standardOutput)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("[ok]") || $0.hasPrefix("[warn]") || $0.hasPrefix("[fail]") })
        #expect(lines.contains("[ok]   terminal  TERM=xterm-256color"))
        #expect(lines.contains { $0.hasPrefix("[ok]   locale") || $0.hasPrefix("[warn] locale") })
        #expect(lines.contains { $0.hasPrefix("[ok]   decks     vocab N5: ") && $0.hasSuffix(" days") })
        #expect(lines.contains("[ok]   decks     10 deck files valid"))
        #expect(lines.contains { $0.contains(" speech ") })
    }

    @Test func withoutSpeechToolsItSaysWhatToInstall() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("mainichi-empty-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try doctor(decks: Self.decks, path: empty.path)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("[warn] speech    no speech engine: run make tts"))
        #expect(result.standardOutput.contains("[warn] audio     no audio player"))
    }

    @Test func missingDecksFail() throws {
        let result = try doctor(decks: "/nonexistent-decks")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[fail] decks"))
    }
}
