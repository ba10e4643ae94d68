/// New items waiting behind today's new-items limit, as data: how many, and the limit that holds
/// them. The menu's Review line, the review screen's header and its waiting and done pages word it
/// ("3 new held back by today's limit of 20") so that a learner who added items past the limit sees
/// why they do not come yet, and where to change it.
///
/// Made by `ReviewStatus.newItemsHeldBack`; nil there when the limit holds nothing back.
public struct NewItemsHeldBack: Sendable, Equatable, Codable {
    /// New items due now that today's limit leaves for a later day (at least 1).
    public var count: Int
    /// The limit: Settings' new items a day.
    public var limit: Int

    public init(count: Int, limit: Int) {
        self.count = count
        self.limit = limit
    }
}
