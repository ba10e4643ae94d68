import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Retention simulator")
struct RetentionSimulatorTests {
    /// 150 reviewed cards due over the next weeks and 200 new ones waiting.
    static func fill(_ app: TestApp) throws {
        let scheduler = FSRSScheduler(enableFuzzing: false)
        try app.context.progress.update { progress in
            for index in 0..<150 {
                let reviewed = app.now.addingTimeInterval(-Double(index % 20 + 1) * 86_400)
                progress.srs["sim:\(index)"] = scheduler.review(SRSCard(due: reviewed), rating: .good, at: reviewed)
            }
            for index in 150..<350 {
                progress.srs["sim:\(index)"] = SRSCard(due: app.now)
            }
        }
    }

    @Test("Lower retention means fewer reviews; the table and chart show the load; Enter saves the retention")
    func simulator() throws {
        let app = try TestApp()
        try Self.fill(app)
        let settings = try SettingsTests.openSettings(app)
        let row = try #require(settings.options.firstIndex(of: .desiredRetention))
        app.press(String(repeating: "j", count: row) + "\r")
        let simulator = try #require(app.application.navigationController.topController as? RetentionSimulatorController)
        let loads = simulator.loads
        #expect(loads.map(\.retention) == RetentionSimulator.retentions)
        #expect(loads.allSatisfy { $0.reviewsPerDay.count == 365 })
        // Over a year, 0.97 costs far more reviews than 0.70.
        #expect(loads.last!.meanReviews > loads.first!.meanReviews * 1.5)
        let screen = app.screen
        #expect(screen.contains("Next year: 150 cards, 200 new waiting"))
        let current = try #require(loads.first { $0.retention == 0.9 })
        #expect(screen.contains(RetentionSimulatorController.row(current, isCurrent: true, width: 80)))
        #expect(screen.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "a braille chart")
        #expect(screen.contains("today"))
        #expect(screen.contains("+1 year"))
        app.press("j\r")
        #expect(app.context.settings.settings.desiredRetention == 0.95)
        #expect(app.context.scheduler.desiredRetention == 0.95)
        #expect(app.screen.contains(RetentionSimulatorController.row(loads[5], isCurrent: true, width: 80)))
    }

    @Test("At 40x12 the table stays readable")
    func narrow() throws {
        let app = try TestApp(size: Size(width: 40, height: 12))
        try Self.fill(app)
        app.application.navigationController.push(RetentionSimulatorController(context: app.context))
        app.application.render()
        #expect(app.screen.contains("Retain  Reviews/day  Min/day"))
        #expect(app.terminal.lines.allSatisfy { $0.displayWidth <= 40 })
    }

    @Test func brailleChartFillsColumnsFromTheBottom() {
        // Four columns at levels 0, 4, 8 and 2 of 8: two cells wide, two rows of four dots high.
        let rows = BrailleChart.rows(values: [0, 4, 8, 2], width: 2, height: 2, maximum: 8)
        #expect(rows == ["\u{2800}\u{2847}", "\u{28B8}\u{28E7}"])
        // A small positive value still shows one dot; more values than columns are averaged.
        #expect(BrailleChart.rows(values: [0.01, 0, 0, 0], width: 1, height: 1, maximum: 100) == ["\u{2840}"])
        #expect(BrailleChart.rows(values: [4, 4, 0, 0], width: 1, height: 1, maximum: 4) == ["\u{2847}"])
    }
}
