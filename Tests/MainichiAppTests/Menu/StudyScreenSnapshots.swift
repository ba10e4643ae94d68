import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Snapshots of the study screens at 80x24, 40x12 and 160x48, in the dark and the monochrome
/// theme.
///
/// Golden files hold the text and the style roles, which do not depend on the theme, so both
/// themes compare with the same file `<name>-<width>x<height>`; the monochrome pass also checks
/// that every styled role on the screen looks different from plain text without colour.
enum StudyScreenSnapshots {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 160, height: 48)]

    /// Builds a fresh app for each size and theme, runs `setup` (key presses, progress) and
    /// compares the screen with the golden file.
    static func check(_ name: String, welcomeShown: Bool = true, filePath: String = #filePath,
                      sourceLocation: SourceLocation = #_sourceLocation,
                      setup: (TestApp) throws -> Void) throws {
        for size in sizes {
            for theme in [Theme.dark, Theme.monochrome] {
                let app = try TestApp(size: size, welcomeShown: welcomeShown, theme: theme)
                try setup(app)
                app.application.render()
                assertSnapshot(app.terminal, named: "\(name)-\(size.width)x\(size.height)", filePath: filePath,
                               sourceLocation: sourceLocation)
                #expect(app.terminal.buffer.hasWholeGlyphs, "\(name) \(size): a wide glyph was cut", sourceLocation: sourceLocation)
                if theme.name == "monochrome" {
                    expectVisibleWithoutColor(app, name: "\(name) \(size)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Every role on screen other than plain text has a look of its own in monochrome.
    static func expectVisibleWithoutColor(_ app: TestApp, name: String, sourceLocation: SourceLocation) {
        let theme = app.application.theme
        var roles = Set<StyleRole>()
        for y in 0..<app.terminal.size.height {
            for x in 0..<app.terminal.size.width {
                if let role = app.terminal.role(at: Point(x: x, y: y)) { roles.insert(role) }
            }
        }
        for role in roles where role != .normal && role != .border {
            #expect(theme.style(for: role) != theme.style(for: .normal),
                    "\(name): \(role) looks like plain text in monochrome", sourceLocation: sourceLocation)
        }
    }
}
