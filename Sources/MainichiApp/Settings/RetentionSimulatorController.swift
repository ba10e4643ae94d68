#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MainichiCore
import TerminalUI

/// The desired-retention simulator: for several retentions, the expected reviews and minutes a
/// day over the next year, from the learner's FSRS weights, cards and daily limits; the selected
/// retention's load is drawn as a braille chart. Enter makes the selected retention the setting.
public final class RetentionSimulatorController: ScreenController {
    let context: AppContext
    /// One simulated load per retention of `RetentionSimulator.retentions`.
    let loads: [RetentionSimulator.Load]
    private let cardCount: Int
    private let waitingCount: Int
    /// The selected row of `loads`.
    private(set) var selected: Int

    private let down = KeyBinding(keys: [.character("j"), .down], keyLabel: "j/k", label: "choose",
                                  help: "Next retention (k or Up: previous)")
    private let up = KeyBinding(keys: [.character("k"), .up], keyLabel: "k", label: "previous",
                                help: "Previous retention", showsInFooter: false)
    private let choose = KeyBinding(keys: [.enter], keyLabel: "Enter", label: "use",
                                    help: "Make the selected retention the desired retention (saved)")

    public init(context: AppContext) {
        self.context = context
        let settings = context.settings.settings
        let cards = context.progress.progress.srs.sorted { $0.key < $1.key }.map(\.value)
        cardCount = cards.count { $0.lastReview != nil }
        waitingCount = cards.count - cardCount
        let simulator = RetentionSimulator(
            weights: settings.fsrsWeights ?? FSRSScheduler.defaultParameters, newPerDay: settings.newPerDay,
            reviewLimit: settings.reviewsPerDay,
            secondsPerReview: RetentionSimulator.secondsPerReview(in: context.history.read().events))
        let now = context.now
        loads = RetentionSimulator.retentions.map { simulator.simulate(cards: cards, retention: $0, now: now) }
        let current = settings.desiredRetention
        selected = RetentionSimulator.retentions.indices.min {
            abs(RetentionSimulator.retentions[$0] - current) < abs(RetentionSimulator.retentions[$1] - current)
        } ?? 0
        super.init(title: "Retention simulator")
    }

    public override var keyBindings: [KeyBinding] { [down, up, choose] }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case down: selected = min(loads.count - 1, selected + 1)
        case up: selected = max(0, selected - 1)
        case choose: use(loads[selected].retention)
        default: return false
        }
        return true
    }

    private func use(_ retention: Double) {
        let saved: Void? = context.perform(self) {
            try context.settings.update { $0.desiredRetention = retention }
        }
        guard saved != nil else { return }
        context.scheduler = context.settings.settings.scheduler
        showStatus("desired retention: \(OptimizeText.retention(retention)) (saved)")
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.width
        canvas.draw("Next year: \(cardCount) cards, \(waitingCount) new waiting", at: Point(x: 1, y: 0),
                    role: .dim, maxWidth: width - 2)
        canvas.draw(Self.header(width: width), at: Point(x: 1, y: 1), role: .dim, maxWidth: width - 2)
        let current = context.settings.settings.desiredRetention
        for (row, load) in loads.enumerated() {
            let isCurrent = abs(load.retention - current) < 0.005
            let text = Self.row(load, isCurrent: isCurrent, width: width)
            canvas.draw(text, at: Point(x: 1, y: 2 + row), role: row == selected ? .selection : .normal,
                        maxWidth: width - 2)
        }
        let chartTop = 2 + loads.count + 1
        guard cardCount + waitingCount > 0 else {
            canvas.draw("Nothing in Review yet: test a day or add items with a.", at: Point(x: 1, y: chartTop),
                        role: .dim, maxWidth: width - 2)
            return
        }
        let chartHeight = canvas.height - chartTop - 1
        guard chartHeight >= 2 else { return }
        drawChart(loads[selected], in: canvas.subcanvas(Rect(x: 0, y: chartTop, width: width, height: chartHeight + 1)))
    }

    static func header(width: Int) -> String {
        width < 56 ? "Retain  Reviews/day  Min/day" : "Retention  Reviews a day  Minutes a day  First 30 days"
    }

    static func row(_ load: RetentionSimulator.Load, isCurrent: Bool, width: Int) -> String {
        let retention = OptimizeText.retention(load.retention)
        let reviews = DecimalText.fixed(load.meanReviews, digits: 0)
        let minutes = DecimalText.fixed(load.meanMinutes, digits: 0)
        let mark = isCurrent ? " (now)" : ""
        if width < 56 {
            return retention.padded(toWidth: 8)
                + reviews.leftPadded(to: 11) + minutes.leftPadded(to: 9) + mark
        }
        let month = load.reviewsPerDay.prefix(30).reduce(0, +)
        return retention.padded(toWidth: 11) + reviews.leftPadded(to: 13)
            + minutes.leftPadded(to: 15) + "\(month) reviews".leftPadded(to: 15) + mark
    }

    /// Reviews a day (left scale) and minutes a day (right scale) of `load`, weekly means.
    private func drawChart(_ load: RetentionSimulator.Load, in canvas: Canvas) {
        let weekly = stride(from: 0, to: load.reviewsPerDay.count, by: 7).map { start in
            let week = load.reviewsPerDay[start..<min(start + 7, load.reviewsPerDay.count)]
            return Double(week.reduce(0, +)) / Double(week.count)
        }
        let peak = max(1, weekly.max() ?? 1)
        let minutesPeak = load.minutesPerDay.isEmpty ? 0 : peak * load.meanMinutes / max(load.meanReviews, 1e-9)
        let left = "\(Int(peak.rounded()))/d".leftPadded(to: 6)
        let right = DecimalText.fixed(minutesPeak, digits: 0) + "m"
        let chartWidth = canvas.width - left.count - right.count - 4
        guard chartWidth >= 8 else { return }
        let height = canvas.height - 1
        let rows = BrailleChart.rows(values: weekly, width: chartWidth, height: height, maximum: peak)
        for (index, line) in rows.enumerated() {
            canvas.draw(line, at: Point(x: left.count + 2, y: index), role: .accent)
        }
        canvas.draw(left, at: Point(x: 1, y: 0), role: .dim)
        canvas.draw("0".leftPadded(to: 6), at: Point(x: 1, y: height - 1), role: .dim)
        canvas.draw(right, at: Point(x: left.count + 3 + chartWidth, y: 0), role: .dim)
        let axis = "today" + "+1 year".leftPadded(to: chartWidth - 5)
        canvas.draw(axis, at: Point(x: left.count + 2, y: height), role: .dim, maxWidth: chartWidth)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
