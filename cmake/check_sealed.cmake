# Fails when a source under DIR reaches past the model's services: it includes a repository or the database
# layer (db/, SQL), or calls a campaign's database() (see Layering.cmake).
file(GLOB_RECURSE sources "${DIR}/*.h" "${DIR}/*.cpp")
set(bad "")
foreach(f IN LISTS sources)
  file(STRINGS "${f}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]([A-Za-z/]*Repository\\.h|db/|QSql|QtSql)")
  file(STRINGS "${f}" calls REGEX "[.>]database\\(\\)")
  if(includes OR calls)
    list(APPEND bad "${f}: ${includes}${calls}")
  endif()
endforeach()
if(bad)
  string(REPLACE ";" "\n  " bad "${bad}")
  message(FATAL_ERROR "${LAYER} reaches past the model's services (repositories and the database handle are private "
                      "to hk_model; use Roster, Treasury, Labs … and the item models):\n  ${bad}")
endif()
