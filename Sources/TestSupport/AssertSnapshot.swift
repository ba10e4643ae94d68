import Foundation
import Testing
import TerminalUI

/// Compares a rendered screen with a golden file next to the test, in the format of
/// `ScreenBuffer.snapshot(cursor:)`: the text grid with `|` at each line end, then the styled runs.
///
/// The golden file is `__Snapshots__/<TestFileName>/<name>.txt` beside the test file. When it
/// is missing, or when the environment has `SNAPSHOT_RECORD=1`, the current screen is written
/// there and the test fails, so a recording is never mistaken for a pass: look at the file,
/// then run again.
///
/// ```swift
/// app.press("jj")
/// assertSnapshot(terminal, named: "menu-80x24")
/// ```
public func assertSnapshot(_ terminal: InMemoryTerminal, named name: String,
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    assertSnapshot(text: terminal.snapshot, named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares a buffer (and optional cursor) with a golden file; see `assertSnapshot(_:named:)`.
public func assertSnapshot(_ buffer: ScreenBuffer, cursor: Point? = nil, named name: String,
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    assertSnapshot(text: buffer.snapshot(cursor: cursor), named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares any text with a golden file; see `assertSnapshot(_:named:)`.
public func assertSnapshot(text actual: String, named name: String,
                           filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = SnapshotFile.url(named: name, testFilePath: filePath)
    let recording = ["1", "true", "yes"].contains(ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] ?? "")
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded snapshot \(url.path) (\(recording ? "SNAPSHOT_RECORD=1" : "it was missing")); check it and run again.",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected, expected != actual else { return }
    Issue.record("""
        Snapshot "\(name)" differs from \(url.path) (re-record with SNAPSHOT_RECORD=1)
        \(SnapshotFile.difference(expected: expected, actual: actual))
        """, sourceLocation: sourceLocation)
}
