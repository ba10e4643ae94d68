import Foundation
import TestSupport
import Testing

/// Audit F14: bidirectional controls in an imported file (U+202E and the isolates in a word or a
/// meaning, `&#x202e;` in an HTML file, a `#deck:` header) reached the terminal through the
/// command line. Every command that prints the file's text prints it without them.
@Suite("Untrusted text on the command line")
struct UntrustedTextCommandTests {
    static let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Decks").path

    static let bidiControls: Set<UInt32> = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                                            0x200E, 0x200F, 0x061C]

    static func bidi(in text: String) -> [String] {
        text.unicodeScalars.filter { bidiControls.contains($0.value) }.map { String(format: "U+%04X", $0.value) }
    }

    @Test("import --dry-run, import, export to standard output and search print no bidi control")
    func noBidiControlReachesTheTerminal() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.url
        let data = directory.appendingPathComponent("data").path
        let environment = ["MAINICHI_DECKS": Self.decks, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
        func run(_ arguments: [String]) throws -> ProcessResult {
            try ProcessResult.run(try MainichiBinary.path(), arguments + ["--data-dir", data], environment: environment)
        }
        let file = directory.appendingPathComponent("evil.txt")
        try Data(("#separator:tab\n#html:true\n#deck:\u{202E}kcedlive\n"
            + "猫\u{202E}耳\tねこ\u{2066}みみ\u{2069}\tcat\u{200E} ears\u{202B} (\u{061C}left)\n"
            + "犬&#x202e;小屋\tいぬごや\tkennel&#x2067;house&#x2069;\n").utf8).write(to: file)

        let dryRun = try run(["import", file.path, "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.standardError)")
        #expect(dryRun.standardOutput.contains("猫耳 | ねこみみ | cat ears (left)"))
        #expect(dryRun.standardOutput.contains("犬小屋 | いぬごや | kennelhouse"))
        #expect(dryRun.standardOutput.contains("deck: kcedlive (new)"))

        let imported = try run(["import", file.path])
        #expect(imported.status == 0, "\(imported.standardError)")
        let exported = try run(["export", "kcedlive"])
        #expect(exported.status == 0, "\(exported.standardError)")
        #expect(exported.standardOutput.contains("猫耳"))
        let found = try run(["search", "ねこみみ"])
        #expect(found.standardOutput.contains("猫耳"), "\(found.standardError)")

        for (command, result) in [("import --dry-run", dryRun), ("import", imported), ("export", exported), ("search", found)] {
            #expect(Self.bidi(in: result.standardOutput + result.standardError).isEmpty,
                    "\(command) printed \(Self.bidi(in: result.standardOutput + result.standardError))")
        }
    }
}
