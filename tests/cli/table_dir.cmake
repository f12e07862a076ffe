# A directory of tables, end to end: the first run builds the table and saves
# it there, later runs read it; ROTATION_TABLE_DIR names the directory when
# --table-dir does not, and --table-dir wins over it; a damaged or truncated
# file is refused with a message that names it, never read as a table. The
# answers are the expected ones every time.
#   cmake -DPROGRAM=<rotation-solve or rotation-census> -DNAME=<its name>
#         -DHELPER=<rotation-cli-helper> -DARGS=<its options, separated by spaces>
#         [-DINPUT=<file>]
#         -DEXPECTED=<its expected output> -DFILE_NAME=<the table's file name>
#         -DWORK=<scratch directory> -P table_dir.cmake

cmake_minimum_required(VERSION 3.20)

separate_arguments(ARGS UNIX_COMMAND "${ARGS}")
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(READ "${EXPECTED}" expected)
set(tables "${WORK}/tables")
set(other "${WORK}/other")

# run(<environment> <extra arguments>...): runs the program with
# ROTATION_TABLE_DIR set to <environment> (unset when it is "-"), leaving its
# exit status, standard output and standard error in status, out and err.
macro(run environment)
  if("${environment}" STREQUAL "-")
    set(_env --unset=ROTATION_TABLE_DIR)
  else()
    set(_env "ROTATION_TABLE_DIR=${environment}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${_env} "${PROGRAM}" ${ARGS} ${ARGN} ${INPUT}
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
endmacro()

macro(expect_answers step)
  if(NOT status EQUAL 0 OR NOT out STREQUAL expected OR NOT err STREQUAL "")
    message(FATAL_ERROR "${step}: exit ${status}\nstandard output:\n${out}\nstandard error:\n${err}")
  endif()
endmacro()

# 1. Built and saved (the directory is made).
run(- --table-dir=${tables})
expect_answers("first run")
if(NOT EXISTS "${tables}/${FILE_NAME}")
  message(FATAL_ERROR "the first run saved no ${tables}/${FILE_NAME}")
endif()
# 2. Read back, the directory named by the environment.
run("${tables}")
expect_answers("second run, ROTATION_TABLE_DIR")

# 3. A damaged file is refused, by name: the environment's directory is read.
execute_process(COMMAND "${HELPER}" damage "${tables}/${FILE_NAME}" RESULT_VARIABLE damaged)
if(NOT damaged EQUAL 0)
  message(FATAL_ERROR "cannot damage ${tables}/${FILE_NAME}")
endif()
run("${tables}")
set(refusal "${NAME}: pattern database '${tables}/${FILE_NAME}': the entries do not match the checksum (the file is damaged); remove it to have it built again\n")
if(NOT status EQUAL 1 OR NOT out STREQUAL "" OR NOT err STREQUAL refusal)
  message(FATAL_ERROR "damaged file: exit ${status}\nstandard output:\n${out}\nstandard error:\n${err}expected:\n${refusal}")
endif()

# 4. --table-dir wins over the environment: a directory of its own, built there.
run("${tables}" --table-dir "${other}")
expect_answers("--table-dir over ROTATION_TABLE_DIR")
if(NOT EXISTS "${other}/${FILE_NAME}")
  message(FATAL_ERROR "--table-dir saved no ${other}/${FILE_NAME}")
endif()

# 5. A truncated file is refused, by name.
file(SIZE "${other}/${FILE_NAME}" size)
math(EXPR half "${size} / 2")
execute_process(COMMAND "${HELPER}" truncate "${other}/${FILE_NAME}" ${half} RESULT_VARIABLE cut)
if(NOT cut EQUAL 0)
  message(FATAL_ERROR "cannot truncate ${other}/${FILE_NAME}")
endif()
run(- --table-dir=${other})
set(refusal "${NAME}: pattern database '${other}/${FILE_NAME}': the file has ${half} bytes, but its header promises ${size} (truncated); remove it to have it built again\n")
if(NOT status EQUAL 1 OR NOT out STREQUAL "" OR NOT err STREQUAL refusal)
  message(FATAL_ERROR "truncated file: exit ${status}\nstandard output:\n${out}\nstandard error:\n${err}expected:\n${refusal}")
endif()

# 6. Without --table-dir or ROTATION_TABLE_DIR, nothing is read or written.
file(REMOVE_RECURSE "${other}")
run(-)
expect_answers("no directory")
message(STATUS "built and saved, read back, refused when damaged or truncated")
