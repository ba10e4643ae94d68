#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The statistics screen: today, streaks, a 52-week heatmap of reviews, the 30-day due forecast,
/// progress bars per level and true retention. Everything is drawn with ASCII, colour and reverse
/// video (no East-Asian-ambiguous glyphs). It scrolls with j/k when it does not fit.
public final class StatisticsController: ScreenController {
    let context: AppContext
    private var statistics: Statistics?
    private var historyWarnings: [String] = []
    private var offset = 0
    private var visibleHeight = 1
    private var contentHeight = 0

    private let down = KeyBinding(keys: [.character("j"), .down], keyLabel: "j/k", label: "scroll",
                                  help: "Scroll down (k or Up scrolls up)")
    private let up = KeyBinding(keys: [.character("k"), .up], keyLabel: "k", label: "up", help: "Scroll up",
                                showsInFooter: false)
    private let pageDown = KeyBinding(keys: [.character(" "), .pageDown], keyLabel: "Space", label: "page",
                                      help: "Scroll down a page (PgUp scrolls up)", showsInFooter: false)
    private let pageUp = KeyBinding(keys: [.pageUp], keyLabel: "PgUp", label: "page up", help: "Scroll up a page",
                                    showsInFooter: false)
    private let top = KeyBinding(keys: [.character("g"), .home], keyLabel: "g/G", label: "top/end",
                                 help: "Go to the top (G: the end)", showsInFooter: false)
    private let end = KeyBinding(keys: [.character("G"), .end], keyLabel: "G", label: "end", help: "Go to the end",
                                 showsInFooter: false)

    /// Days are those of `context.calendar` (tests inject a fixed time zone).
    public init(context: AppContext) {
        self.context = context
        super.init(title: "Statistics")
    }

    public override var keyBindings: [KeyBinding] { [down, up, pageDown, pageUp, top, end] }

    public override var titleAccessory: String? { statistics?.date }

    public override func viewWillAppear() {
        reload()
    }

    /// Recomputes every figure from history, reviews and decks.
    func reload() {
        let history = context.historyContents()
        historyWarnings = history.warnings
        statistics = Statistics.compute(library: context.library, progress: context.progress.progress,
                                        events: history.events, now: context.now, calendar: context.calendar,
                                        leechThreshold: context.settings.settings.leechThreshold)
        if let warning = historyWarnings.first { showStatus(warning, role: .dim) }
    }

    public override func handle(_ key: Key) -> Bool {
        let page = max(1, visibleHeight - 1)
        switch key {
        case down: scroll(to: offset + 1)
        case up: scroll(to: offset - 1)
        case pageDown: scroll(to: offset + page)
        case pageUp: scroll(to: offset - page)
        case top: scroll(to: 0)
        case end: scroll(to: .max)
        default: return false
        }
        return true
    }

    private func scroll(to row: Int) {
        offset = max(0, min(row, contentHeight - visibleHeight))
    }

    // MARK: - Drawing

    public override func draw(in canvas: Canvas) {
        if statistics == nil { reload() }
        guard let statistics else { return }
        let usesColor = application?.theme.usesColor ?? true
        let area = canvas.inset(left: 1, right: 1)
        let layout = StatisticsLayout(statistics: statistics, width: area.width, usesColor: usesColor,
                                      availableHeight: canvas.height)
        contentHeight = layout.height
        // When it does not fit, the last row says where the view is instead of showing content.
        let scrolls = contentHeight > canvas.height
        visibleHeight = scrolls ? max(1, canvas.height - 1) : canvas.height
        offset = max(0, min(offset, contentHeight - visibleHeight))
        let viewport = area.subcanvas(Rect(x: 0, y: 0, width: area.width, height: visibleHeight))
        layout.draw(in: viewport.subcanvas(Rect(x: 0, y: -offset, width: area.width, height: layout.height)))
        if scrolls {
            let last = min(contentHeight, offset + visibleHeight)
            let hint = "rows \(offset + 1)-\(last) of \(contentHeight)"
            area.draw(hint, row: canvas.height - 1, alignment: .trailing, role: .dim)
        }
    }
}
