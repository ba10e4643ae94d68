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

/// The leeches: items forgotten again and again in reviews (at least the `leechThreshold`
/// setting's lapses), most lapses first, with whether each is suspended.
///
/// `t` drills them: a typed-reading test of the leeches not suspended, each question showing the
/// word's example sentence. `s` suspends the selected item from reviews or takes it back (saved at
/// once); Enter opens its detail.
final class LeechesController: TableViewController {
    let context: AppContext

    struct Entry {
        var item: StudyItem
        var lapses: Int
        var isSuspended: Bool
        /// The card's id: the item's, or its production card's (`ReviewDirection`).
        var cardID: String = ""
    }

    private(set) var entries: [Entry] = []
    private var threshold = 8

    /// The screen's words in the interface's language.
    private var strings: any PracticeStrings { context.strings.practice }
    private var drill: KeyBinding { KeyBinding("t", label: strings.drillLabel, help: strings.drillHelp) }
    private var suspend: KeyBinding { KeyBinding("s", label: strings.suspendLabel, help: strings.suspendHelp) }

    init(context: AppContext) {
        self.context = context
        super.init(title: context.strings.practice.leechesTitle)
        tableView.reservesExpansionColumn = false
        reload()
    }

    override func viewWillAppear() {
        reload()
    }

    func reload() {
        threshold = context.settings.settings.leechThreshold
        let index = LeechIndex(events: context.history.read().events)
        let suspended = context.progress.progress.suspended
        entries = index.leeches(threshold: threshold).compactMap { id in
            context.library.item(withID: id).map {
                Entry(item: $0, lapses: index.lapseCount(of: id), isSuspended: suspended[id] != nil, cardID: id)
            }
        }
        tableView.emptyMessage = strings.noLeeches(threshold: threshold)
        tableView.reloadData()
    }

    override var headerHeight: Int { 1 }

    override func drawHeader(in canvas: Canvas) {
        let suspended = entries.count { $0.isSuspended }
        canvas.subcanvas(Rect(x: 1, y: 0, width: max(0, canvas.width - 2), height: 1))
            .draw([(strings.leechCount(entries.count), .accent),
                   (strings.lapsesAndSuspended(threshold: threshold, suspended: suspended), .dim)], at: .zero)
    }

    override func numberOfRows(in tableView: TableView) -> Int { entries.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let entry = entries[indexPath.row]
        cell.columns = [entry.item.headword, entry.item.primaryReading, strings.times(entry.lapses),
                        entry.isSuspended ? strings.suspended : "", context.meaningSummary(entry.item)]
        cell.columnRoles = [.normal, .dim, .wrong, .dim, .normal]
        let narrow = lastWidth < 60
        // The lapse count and the suspended mark fit their words in the interface's language.
        let count = max(4, strings.times(99).displayWidth)
        let mark = narrow ? 0 : max(9, strings.suspended.displayWidth)
        cell.columnLayout = ColumnLayout([.fixed(narrow ? 6 : 10), .fixed(narrow ? 8 : 12), .fixed(count, alignment: .trailing),
                                          .fixed(mark), .flexible()], spacing: 1)
        return cell
    }

    private var lastWidth = 80

    override func draw(in canvas: Canvas) {
        lastWidth = canvas.width
        super.draw(in: canvas)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        push(ItemDetail.controller(for: entries[indexPath.row].item, context: context))
    }

    override var keyBindings: [KeyBinding] {
        entries.isEmpty ? [] : [drill, suspend] + tableView.keyBindings
    }

    /// Whether the list has a leech for `t` and `s` to act on.
    private var hasLeeches: Bool { !entries.isEmpty
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case drill.enabled(hasLeeches):
            let items = entries.filter { !$0.isSuspended }.map(\.item)
            guard !items.isEmpty else {
                showStatus(strings.everyLeechSuspended, role: .dim)
                return true
            }
            TestLauncher.start(items: items, kind: items[0].kind, day: nil, source: .leeches, mode: .typedReading,
                               context: context, from: self)
        case suspend.enabled(hasLeeches):
            guard let row = tableView.selectedIndexPath?.row, row < entries.count else { return false }
            let entry = entries[row]
            let saved: Void? = context.perform(self) { try context.progress.setSuspended(entry.cardID.isEmpty ? entry.item.id : entry.cardID, !entry.isSuspended) }
            guard saved != nil else { return true }
            entries[row].isSuspended.toggle()
            tableView.reloadData()
            showStatus(entries[row].isSuspended ? strings.nowSuspended(entry.item.headword)
                                                : strings.backInReviews(entry.item.headword))
        default:
            return super.handle(key)
        }
        return true
    }
}
