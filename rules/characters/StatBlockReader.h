#pragma once

#include "characters/StatBlock.h"

#include <QHash>
#include <QRegularExpressionMatch>
#include <QString>
#include <QStringList>

namespace hk {

// The reading half of StatBlock: splits pasted text into blocks and each block into header, attributes
// and labelled lists, matching names against the Ruleset. Kept apart from StatBlock because a tolerant
// reader is most of the work; it builds its name lookups once per read. It reads both shapes StatBlock
// writes: the published one-paragraph block and the line-by-line block of Foundry VTT's Fantasy Trip system
// (a "Talents:" list, "Spells include:" wrapped over lines, "Armor: Leather stops 2", "Equipment: Arrows
// (12)", "Magic Items:" with • bullets, "MA 10 (walking or swimming)").
class StatBlockReader
{
public:
    explicit StatBlockReader(const Ruleset& rules);

    StatBlockImport read(const QString& text) const;

private:
    // Where one block's text ends up while it is read.
    struct Block
    {
        Character character;
        QStringList leadingNotes;   // what the header and attributes say that has no field ("Age 99.")
        QStringList unmatchedNotes; // sentences appended to the notes for what did not match
        QStringList keptLists;      // lists with no field, kept as lines of the notes ("Equipment: Rope")
        QStringList gearDetails;    // "Gear details:" lists, applied once every weapon and armor is read
    };
    using Attributes = QHash<QString, int>;

    static QStringList splitBlocks(const QString& text);
    void readBlock(const QString& text, StatBlockImport* out) const;
    // The steps of readBlock, in order; a false return means the block was refused (in out->errors).
    static QString cutNotes(QString* text);
    bool readHeader(const QString& raw, const QString& header, Block* block, StatBlockImport* out) const;
    bool readAttributes(const QString& text, Block* block, Attributes* attributes, StatBlockImport* out) const;
    void readLists(const QString& rest, const QList<QRegularExpressionMatch>& labels, Block* block,
                   StatBlockImport* out) const;
    void readList(const QString& label, const QString& content, Block* block, StatBlockImport* out) const;
    void readNumber(const QString& label, const QString& content, Block* block, StatBlockImport* out) const;
    void finish(const Attributes& attributes, const QString& notes, Block* block, StatBlockImport* out) const;

    // StatBlockLists.cpp: the lists of names and gear.
    void readDescriptor(const QString& descriptor, Block* block, StatBlockImport* out) const;
    void readSpells(const QString& list, Block* block, StatBlockImport* out) const;
    void readGear(const QString& slot, const QString& list, Block* block, StatBlockImport* out) const;
    void readGearItem(const QString& slot, const QString& item, Gear* g, Block* block, StatBlockImport* out) const;
    bool readStops(const QString& slot, const QString& item, Gear* g, Block* block, StatBlockImport* out) const;
    void readDetails(const QString& details, Gear* g, Block* block, StatBlockImport* out) const;
    bool readDetail(const QString& token, Gear* g) const;
    void readGearDetails(const QString& list, Block* block, StatBlockImport* out) const;
    void keepList(const QString& label, const QString& content, Block* block) const;
    void unmatched(Block* block, StatBlockImport* out, const QString& report, const QString& note) const;

    QString spellId(const QString& typed) const;
    QString raceId(const QString& typed) const;

    const Ruleset& m_rules;
    // Normalised name → id, in order of trust: a spell's name beats another spell's printed form.
    QHash<QString, QString> m_spellNames;
    QHash<QString, QString> m_spellIds;
    QHash<QString, QString> m_spellPrinted;
    QHash<QString, QString> m_races;
    QHash<QString, QString> m_creatures;
    QStringList m_metals;
};

} // namespace hk
