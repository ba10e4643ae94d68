#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// Days off (vacation mode) in the app, as `mainichi vacation` does it: choose the first day
/// (today + N) and how many days with Left/Right; Enter marks them, and the reviews due then
/// move before the trip or after it (`VacationPlan`); the last row forgets every day off.
public final class DaysOffController: ScreenController {
    let context: AppContext
    /// The rows: the first day, the number of days, mark them, clear all.
    enum Row: Int, CaseIterable { case start, count, apply, clear }

    /// The selected row.
    private(set) var selected = Row.start
    /// The first day off, as days from today.
    private(set) var startOffset = 1
    /// How many days off.
    private(set) var dayCount = 7

    private let down = KeyBinding(keys: [.character("j"), .down], keyLabel: "j/k", label: "choose",
                                  help: "Next row (k or Up: previous)")
    private let up = KeyBinding(keys: [.character("k"), .up], keyLabel: "k", label: "previous",
                                help: "Previous row", showsInFooter: false)
    private let more = KeyBinding(keys: [.right, .character("l"), .character("+")], keyLabel: "Right",
                                  label: "later/more", help: "A later first day, or one more day (also l, +)")
    private let fewer = KeyBinding(keys: [.left, .character("-")], keyLabel: "Left", label: "earlier/fewer",
                                   help: "An earlier first day, or one day fewer (also -)")
    private let choose = KeyBinding(keys: [.enter], keyLabel: "Enter", label: "apply",
                                    help: "Mark the days off and move their reviews (on the last row: clear every day off)")

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Days off")
    }

    public override var keyBindings: [KeyBinding] { [down, up, more, fewer, choose] }

    /// Left changes a value here, so it does not go back; Esc, h, Backspace and q still do.
    public override var backKeys: [Key] { NavigationController.defaultBackKeys.filter { $0 != .left } }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case down: selected = Row(rawValue: min(Row.allCases.count - 1, selected.rawValue + 1)) ?? selected
        case up: selected = Row(rawValue: max(0, selected.rawValue - 1)) ?? selected
        case more: step(by: 1)
        case fewer: step(by: -1)
        case choose: selected == .clear ? clear() : apply()
        default: return false
        }
        return true
    }

    private func step(by amount: Int) {
        switch selected {
        case .start: startOffset = min(365, max(0, startOffset + amount))
        case .count: dayCount = min(366, max(1, dayCount + amount))
        case .apply, .clear: break
        }
    }

    /// The day stamps the screen would mark.
    var chosenDays: [String] {
        let calendar = context.calendar
        let first = calendar.start(ofDay: calendar.day(of: context.now) + startOffset)
        return VacationPlan.days(from: first, count: dayCount, calendar: calendar)
    }

    /// Marks the chosen days off and moves the reviews due on them; says how many moved.
    func apply() {
        let calendar = context.calendar
        let start = calendar.start(ofDay: calendar.day(of: context.now) + startOffset)
        let stamps = chosenDays
        let moved: (total: Int, earlier: Int)? = context.perform(self) {
            try context.settings.update { $0.daysOff = Array(Set($0.daysOff).union(stamps)).sorted() }
            let settings = context.settings.settings
            let moves = VacationPlan.moves(context.progress.progress.srs, daysOff: Set(settings.daysOff),
                                           now: context.now, scheduler: settings.scheduler, calendar: calendar)
            try context.progress.update { progress in
                for (id, due) in moves { progress.srs[id]?.due = due }
            }
            return (moves.count, moves.values.filter { $0 < start }.count)
        }
        guard let moved else { return }
        showStatus("Days off \(stamps.first!) to \(stamps.last!): moved \(moved.total) "
                   + "\(moved.total == 1 ? "review" : "reviews") (\(moved.earlier) before, \(moved.total - moved.earlier) after)")
    }

    /// Forgets every day off (reviews already moved stay where they are).
    func clear() {
        let saved: Void? = context.perform(self) {
            try context.settings.update { $0.daysOff = [] }
        }
        guard saved != nil else { return }
        showStatus("No days off (saved)")
    }

    /// "none" / "8 days, from 2026-12-24", as the Settings row shows them.
    static func summary(of settings: Settings) -> String {
        guard let first = settings.daysOff.first else { return "none" }
        return "\(settings.daysOff.count) from \(first)"
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.width
        let narrow = width < 56
        canvas.draw(narrow ? "Reviews due then move away." : "Reviews due on days off move before the trip or after it.",
                    at: Point(x: 1, y: 0), role: .dim, maxWidth: width - 2)
        let stamps = chosenDays
        let offset = startOffset == 0 ? "today" : startOffset == 1 ? "tomorrow" : "in \(startOffset) days"
        let rows = [
            ("First day", "< \(stamps.first ?? "") >", narrow ? "" : offset),
            ("Days", "< \(dayCount) >", narrow ? "" : "to \(stamps.last ?? "")"),
            ("Mark them", "", narrow ? "" : "Enter: move their reviews"),
            ("Clear all", "", narrow ? "" : "Enter: forget every day off"),
        ]
        for (index, row) in rows.enumerated() {
            let text = row.0.padded(toWidth: 11) + row.1.padded(toWidth: 16) + row.2
            canvas.draw(text, at: Point(x: 1, y: 2 + index), role: index == selected.rawValue ? .selection : .normal,
                        maxWidth: width - 2)
        }
        let daysOff = context.settings.settings.daysOff
        let marked = daysOff.isEmpty ? "No days off marked."
            : "Marked: \(daysOff.count) \(daysOff.count == 1 ? "day" : "days"), \(daysOff.first!) to \(daysOff.last!)"
        canvas.draw(marked, at: Point(x: 1, y: 7), role: .dim, maxWidth: width - 2)
    }
}
