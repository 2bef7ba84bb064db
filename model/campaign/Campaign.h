#pragma once

#include "packages/Ruleset.h"
#include "repositories/CampaignRepository.h"

#include <QObject>
#include <QSqlDatabase>
#include <QString>

#include <memory>

class QUndoStack;

namespace hk {

class CampaignDice;
class PackageRegistry;
class RulesetPackage;
struct CampaignEvent;

// What a new campaign starts with.
struct NewCampaign
{
    QString name;
    QString baseRuleset;
    QStringList optionPacks;
    qint64 diceSeed = 0;    // 0 → a random seed
    int startDay = 1;
};

// The open campaign document. It owns the database connection, the undo stack every edit goes through,
// the campaign's dice, and the resolved rulesets. The file is the document: each change is committed at
// once; there is no separate "save".
class Campaign : public QObject
{
    Q_OBJECT
public:
    ~Campaign() override;

    static std::unique_ptr<Campaign> open(const QString& path, const PackageRegistry& registry, QString* error);
    static std::unique_ptr<Campaign> create(const QString& path, const NewCampaign& spec,
                                            const PackageRegistry& registry, QString* error);

    QString path() const { return m_path; }
    QSqlDatabase database() const;
    QUndoStack* undoStack() const { return m_undo; }
    CampaignDice& dice() { return *m_dice; }

    const CampaignInfo& info() const { return m_info; }
    const PackageRegistry& registry() const { return m_registry; }
    const RulesetPackage* baseRuleset() const { return m_base; }
    QList<const RulesetPackage*> optionPacks() const { return m_options; }
    // Base package first, then the packages it extends, then option packs.
    QList<const RulesetPackage*> rulesets() const { return m_rules.layers(); }
    // The effective rules of the campaign (see Ruleset).
    const Ruleset& rules() const { return m_rules; }

    // Re-reads the campaign row and the house rules (after an undo or any write) and tells views.
    bool reload(QString* error = nullptr);
    // House-rule rows that no longer apply (their entry vanished or no longer validates).
    QStringList houseRuleProblems() const { return m_houseRuleProblems; }
    // Appends to the event log in the current transaction.
    bool logEvent(const QString& kind, const QString& subject, const QString& message, bool gmOnly,
                  QString* error);

    // Undoable edits. They push a command; failures are reported by errorOccurred and return false.
    bool rename(const QString& name, QString* error = nullptr);
    bool setNotes(const QString& notes, QString* error = nullptr);
    bool setDiceMode(const QString& mode, QString* error = nullptr);

    void notifyDiceLogged() { Q_EMIT diceLogged(); }
    void notifyCharactersChanged() { Q_EMIT charactersChanged(); }
    void notifyTreasuryChanged() { Q_EMIT treasuryChanged(); }
    void notifyDowntimeChanged() { Q_EMIT downtimeChanged(); }
    void notifyCombatChanged() { Q_EMIT combatChanged(); }
    // The whole campaign was replaced by a snapshot (an advance of time, or its undo/redo).
    void notifyRestored() { Q_EMIT restored(); }
    void reportError(const QString& message) { Q_EMIT errorOccurred(message); }

Q_SIGNALS:
    void infoChanged();
    void diceLogged();
    void eventLogged();
    // The effective rules changed (a house rule was set, reverted, added or removed).
    void rulesChanged();
    void errorOccurred(const QString& message);
    // A character was added, edited, removed, or gained or spent experience.
    void charactersChanged();
    // Money came into or went out of a purse.
    void treasuryChanged();
    // An activity, lab, potion or magic item was started, changed or removed (outside an advance of time).
    void downtimeChanged();
    // An encounter was created, changed by a tracker action, or removed.
    void combatChanged();
    // Every table may have changed: views re-read everything.
    void restored();

private:
    Campaign(QString path, QString connection, const PackageRegistry& registry);
    bool resolveRulesets(QString* error);
    void rebuildRules();

    QString m_path;
    QString m_connection;
    const PackageRegistry& m_registry;
    QUndoStack* m_undo = nullptr;
    std::unique_ptr<CampaignDice> m_dice;
    CampaignInfo m_info;
    const RulesetPackage* m_base = nullptr;
    QList<const RulesetPackage*> m_options;
    Ruleset m_rules;
    std::shared_ptr<RulesetPackage> m_houseRules;
    QByteArray m_houseRulesState;
    QStringList m_houseRuleProblems;
};

} // namespace hk
