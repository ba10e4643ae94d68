import Foundation
import Testing

/// Tests run side by side in one process, so a test that changes what the whole process shares
/// (its environment: TZ, COLUMNS, LANG) changes it under every test running beside it. A test that
/// must do so belongs in a suite that runs only in a process of its own (`SystemZoneTests`, which
/// `make test` starts alone); a statistics test once failed now and then because TZ moved under it.
@Suite("Process-wide state in tests")
struct ProcessStateTests {
    static let tests = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Suites allowed to change the environment: each runs only when started alone.
    static let runAlone: Set<String> = ["MainichiCoreTests/Time/SystemZoneTests.swift"]

    @Test("only a suite run in a process of its own changes the environment")
    func onlyLoneSuitesChangeTheEnvironment() throws {
        let calls = ["setenv(", "unsetenv(", "putenv(", "tzset("]
        var offenders: [String] = []
        var scanned = 0
        let files = try #require(FileManager.default.enumerator(atPath: Self.tests.path))
        for case let file as String in files where file.hasSuffix(".swift") && file != "MainichiCoreTests/Packaging/ProcessStateTests.swift" {
            scanned += 1
            let text = try String(contentsOf: Self.tests.appendingPathComponent(file), encoding: .utf8)
            let changes = text.split(separator: "\n").contains { line in
                let code = line.trimmingCharacters(in: .whitespaces)
                return !code.hasPrefix("//") && calls.contains { code.contains($0) }
            }
            if changes && !Self.runAlone.contains(file) { offenders.append(file) }
        }
        #expect(scanned > 100, "the test sources were not found at \(Self.tests.path)")
        #expect(offenders.isEmpty, "change the process's environment while other tests run: \(offenders)")
    }

    @Test("a suite allowed to change the environment is skipped unless started alone")
    func loneSuitesAreGated() throws {
        for file in Self.runAlone {
            let text = try String(contentsOf: Self.tests.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains(".enabled(if: ProcessInfo.processInfo.environment[\"MAINICHI_TZ_TESTS\"] == \"1\""),
                    "\(file) runs beside other tests: gate its suite on MAINICHI_TZ_TESTS")
        }
        // ...and `make test` starts it alone, or it would never run.
        let makefile = try String(contentsOf: Self.tests.deletingLastPathComponent().appendingPathComponent("Makefile"), encoding: .utf8)
        #expect(makefile.contains("MAINICHI_TZ_TESTS=1 $(SWIFT) test --skip-build --filter SystemZoneTests"))
    }
}
